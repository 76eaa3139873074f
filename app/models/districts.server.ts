import { asc } from "drizzle-orm";
import { districts } from "../../drizzle/schema";
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
