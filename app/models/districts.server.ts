import { and, asc, count, desc, eq } from "drizzle-orm";
import { districts, properties } from "../../drizzle/schema";
import { getDb } from "~/services/db.server";
import type { PropertyFilters } from "~/schemas/filters";
import { published } from "~/models/publication.server";
import { cachedRead } from "~/services/read-cache.server";
import { findDistrict } from "~/utils/district-names";

export interface DistrictSummary {
  id: number;
  name: string;
  nameAr: string;
  slug: string;
  latitude: number;
  longitude: number;
}

const summaryColumns = {
  id: districts.id,
  name: districts.name,
  nameAr: districts.nameAr,
  slug: districts.slug,
  latitude: districts.latitude,
  longitude: districts.longitude,
};

/** Every district by English name, through the read cache (the result is shared: do not change it). */
export function listDistricts(): Promise<DistrictSummary[]> {
  return cachedRead("districts", async () => {
    const db = await getDb();
    return db.select(summaryColumns).from(districts).orderBy(asc(districts.name));
  });
}

/** The district whose URL slug this is, or null. */
export async function getDistrictBySlug(slug: string) {
  return (await listDistricts()).find((district) => district.slug === slug) ?? null;
}

export type DistrictChoice = DistrictSummary & { listings: number };

/**
 * The filter's district choices, each with its number of listings, most listings first (the page sorts
 * equal counts by name in its language), through the read cache: the result is shared.
 */
export function listDistrictChoices(): Promise<DistrictChoice[]> {
  return cachedRead("district-choices", async () => {
    const db = await getDb();
    const listings = count(properties.id);
    return db
      .select({ ...summaryColumns, listings })
      .from(districts)
      .leftJoin(properties, and(eq(properties.district, districts.name), published()))
      .groupBy(districts.id)
      .orderBy(desc(listings), asc(districts.name));
  });
}

/**
 * The filters with typed districts ("olaya ", "العليا", "al-malqa") replaced by the stored English names
 * that URLs carry ("Olaya", "Al Malqa"); unknown names stay as typed (and match no listing).
 */
export function canonicalDistricts(filters: PropertyFilters, districts: readonly DistrictSummary[]): PropertyFilters {
  const district = [...new Set(filters.district.map((value) => findDistrict(districts, value)?.name ?? value))];
  return { ...filters, district };
}
