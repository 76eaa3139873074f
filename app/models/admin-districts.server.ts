import { and, count, eq, ne, sql } from "drizzle-orm";
import { districts, properties } from "../../drizzle/schema";
import type { DistrictInput } from "~/schemas/district";
import { FOREIGN_KEY_VIOLATION, postgresErrorCode, UNIQUE_VIOLATION } from "~/services/db-errors.server";
import { getDb } from "~/services/db.server";

export type District = typeof districts.$inferSelect;

/** A create or update: the saved district, or why not (routes answer 409 / an inline error, or 404). */
export type DistrictSaveResult = { status: "saved"; district: District } | { status: "duplicate" } | { status: "not-found" };

/** A delete: done, refused because `inUse` listings still use the district (409), or nothing to delete (404). */
type DistrictDeleteResult =
  { status: "deleted"; district: District } | { status: "in-use"; district: District; inUse: number } | { status: "not-found" };

export async function getDistrict(id: number): Promise<District | null> {
  const db = await getDb();
  const [district] = await db.select().from(districts).where(eq(districts.id, id)).limit(1);
  return district ?? null;
}

// The unique index compares exactly; "olaya" beside "Olaya" would only confuse, so names are
// also compared without case here (the index still settles any race on the exact name).
async function nameTaken(name: string, exceptId?: number) {
  const db = await getDb();
  const sameName = sql`lower(${districts.name}) = lower(${name})`;
  const rows = await db
    .select({ id: districts.id })
    .from(districts)
    .where(exceptId === undefined ? sameName : and(sameName, ne(districts.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function createDistrict(input: DistrictInput): Promise<DistrictSaveResult> {
  if (await nameTaken(input.name)) return { status: "duplicate" };
  const db = await getDb();
  try {
    const [district] = await db.insert(districts).values(input).returning();
    return { status: "saved", district: district! };
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return { status: "duplicate" };
    throw error;
  }
}

/** Updates a district; a new name reaches its listings through ON UPDATE CASCADE. */
export async function updateDistrict(id: number, input: DistrictInput): Promise<DistrictSaveResult> {
  if (await nameTaken(input.name, id)) return { status: "duplicate" };
  const db = await getDb();
  try {
    const [district] = await db.update(districts).set(input).where(eq(districts.id, id)).returning();
    return district ? { status: "saved", district } : { status: "not-found" };
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return { status: "duplicate" };
    throw error;
  }
}

export async function countListingsIn(name: string) {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(properties).where(eq(properties.district, name));
  return row?.value ?? 0;
}

/**
 * Deletes a district no listing uses. When listings use it nothing is deleted and their number is
 * returned; the foreign key (ON DELETE RESTRICT) also refuses a listing added in between.
 */
export async function deleteDistrict(id: number): Promise<DistrictDeleteResult> {
  const district = await getDistrict(id);
  if (!district) return { status: "not-found" };
  const inUse = await countListingsIn(district.name);
  if (inUse > 0) return { status: "in-use", district, inUse };
  const db = await getDb();
  try {
    const [deleted] = await db.delete(districts).where(eq(districts.id, id)).returning();
    return deleted ? { status: "deleted", district: deleted } : { status: "not-found" };
  } catch (error) {
    if (postgresErrorCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
    return { status: "in-use", district, inUse: Math.max(1, await countListingsIn(district.name)) };
  }
}
