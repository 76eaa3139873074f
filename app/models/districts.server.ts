import { asc, count, desc, eq } from "drizzle-orm";
import { districts, properties } from "../../drizzle/schema";
import { getDb } from "~/services/db.server";
import { cachedRead } from "~/services/read-cache.server";

interface DistrictSummary {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** Every district by name, straight from the database (for reads that are themselves cached). */
export async function readDistricts(): Promise<DistrictSummary[]> {
  const db = await getDb();
  return db
    .select({ id: districts.id, name: districts.name, latitude: districts.latitude, longitude: districts.longitude })
    .from(districts)
    .orderBy(asc(districts.name));
}

/** Every district by name, through the read cache (the result is shared: do not change it). */
export function listDistricts(): Promise<DistrictSummary[]> {
  return cachedRead("districts", readDistricts);
}

/**
 * The filter's district choices: those with listings first, most listings first, each with its count,
 * then the rest by name, so the names a visitor is likely to want are in the box's first rows.
 */
export async function readDistrictChoices(): Promise<(DistrictSummary & { listings: number })[]> {
  const db = await getDb();
  const listings = count(properties.id);
  return db
    .select({ id: districts.id, name: districts.name, latitude: districts.latitude, longitude: districts.longitude, listings })
    .from(districts)
    .leftJoin(properties, eq(properties.district, districts.name))
    .groupBy(districts.id)
    .orderBy(desc(listings), asc(districts.name));
}
