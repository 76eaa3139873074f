import { sql } from "drizzle-orm";
import { amenityNames } from "../../drizzle/schema";
import { getDb, type Transaction } from "~/services/db.server";
import { cachedRead } from "~/services/read-cache.server";
import { amenityKey, amenityNameAr } from "~/utils/amenities";

/**
 * The Arabic names of custom amenities by their key (`amenityKey` of the English name), through the read
 * cache (the object is shared: do not change it).
 */
export function readAmenityNamesAr(): Promise<Record<string, string>> {
  return cachedRead("amenity-names", async () => {
    const db = await getDb();
    const rows = await db.select().from(amenityNames);
    return Object.fromEntries(rows.map((row) => [row.key, row.nameAr]));
  });
}

/** Keeps the Arabic name of each custom amenity given (English name → Arabic name), replacing older ones. */
export async function saveAmenityNamesAr(tx: Transaction, names: Record<string, string>) {
  const rows = Object.entries(names).map(([name, nameAr]) => ({ key: amenityKey(name), nameAr }));
  if (rows.length === 0) return;
  await tx
    .insert(amenityNames)
    .values(rows)
    .onConflictDoUpdate({ target: amenityNames.key, set: { nameAr: sql`excluded.name_ar` } });
}

/** A listing as the API gives it: its amenities also in Arabic, in the same order (`amenitiesAr`). */
export async function withAmenitiesAr<Listing extends { amenities: string[] }>(listing: Listing) {
  const namesAr = await readAmenityNamesAr();
  return { ...listing, amenitiesAr: listing.amenities.map((amenity) => amenityNameAr(amenity, namesAr)) };
}
