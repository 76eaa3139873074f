import { count, eq } from "drizzle-orm";
import { districts, properties } from "../../drizzle/schema";
import type { DistrictInput, NewDistrictInput } from "~/schemas/district";
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from "~/services/db-errors.server";
import { type Actor, recordActivity } from "~/models/activity.server";
import { createPlace, type PlaceSaveResult, updatePlace } from "~/models/named-places.server";
import { getDb } from "~/services/db.server";

export type District = typeof districts.$inferSelect;

/**
 * A create or update: the saved district, or why not (routes answer 409 with an error on `field`, or 404).
 */
export type DistrictSaveResult =
  { status: "saved"; district: District } | { status: "duplicate"; field: "name" | "nameAr" } | { status: "not-found" };

/** A delete: done, refused because `inUse` listings still use the district (409), or nothing to delete (404). */
type DistrictDeleteResult =
  { status: "deleted"; district: District } | { status: "in-use"; district: District; inUse: number } | { status: "not-found" };

export async function getDistrict(id: number): Promise<District | null> {
  const db = await getDb();
  const [district] = await db.select().from(districts).where(eq(districts.id, id)).limit(1);
  return district ?? null;
}

export async function createDistrict(actor: Actor, input: NewDistrictInput): Promise<DistrictSaveResult> {
  return asDistrict(await createPlace<District>(actor, "district", input));
}

/**
 * Updates a district; a new name reaches its listings through ON UPDATE CASCADE, and renews the slug.
 * Records an "update" naming the fields the input changed (name, nameAr, latitude, longitude); none: no entry.
 */
export async function updateDistrict(actor: Actor, id: number, input: DistrictInput): Promise<DistrictSaveResult> {
  return asDistrict(await updatePlace<District>(actor, "district", id, input));
}

function asDistrict(result: PlaceSaveResult<District>): DistrictSaveResult {
  return result.status === "saved" ? { status: "saved", district: result.row } : result;
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
export async function deleteDistrict(actor: Actor, id: number): Promise<DistrictDeleteResult> {
  const district = await getDistrict(id);
  if (!district) return { status: "not-found" };
  const inUse = await countListingsIn(district.name);
  if (inUse > 0) return { status: "in-use", district, inUse };
  const db = await getDb();
  try {
    return await db.transaction(async (tx): Promise<DistrictDeleteResult> => {
      const [deleted] = await tx.delete(districts).where(eq(districts.id, id)).returning();
      if (!deleted) return { status: "not-found" };
      await recordActivity(tx, { actor, entity: "district", entityId: id, action: "delete", summary: deleted.name });
      return { status: "deleted", district: deleted };
    });
  } catch (error) {
    if (postgresErrorCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
    return { status: "in-use", district, inUse: Math.max(1, await countListingsIn(district.name)) };
  }
}
