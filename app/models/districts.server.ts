import { asc } from "drizzle-orm";
import { districts } from "../../drizzle/schema";
import { getDb } from "~/services/db.server";

export interface DistrictSummary {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

export async function listDistricts(): Promise<DistrictSummary[]> {
  const db = await getDb();
  return db
    .select({ id: districts.id, name: districts.name, latitude: districts.latitude, longitude: districts.longitude })
    .from(districts)
    .orderBy(asc(districts.name));
}
