import { randomUUID } from "node:crypto";
import { and, count, eq, ne, or, sql } from "drizzle-orm";
import { districts, properties } from "../../drizzle/schema";
import type { DistrictInput, NewDistrictInput } from "~/schemas/district";
import { FOREIGN_KEY_VIOLATION, postgresErrorCode, UNIQUE_VIOLATION } from "~/services/db-errors.server";
import { type Actor, changedFields, changesOf, recordActivity } from "~/models/activity.server";
import { getDb, type Transaction } from "~/services/db.server";
import { districtSlug } from "~/utils/district-names";

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

// The unique index compares exactly; "olaya" beside "Olaya" would only confuse, so names are
// also compared without case here (the index still settles any race on the exact name). Two districts
// with one Arabic name could not be told apart by Arabic readers, so that is refused too.
async function takenName(input: { name: string; nameAr?: string }, exceptId?: number) {
  const db = await getDb();
  const sameName = sql`lower(${districts.name}) = lower(${input.name})`;
  const sameArabicName = input.nameAr ? eq(districts.nameAr, input.nameAr) : sql`false`;
  const [row] = await db
    .select({ sameName })
    .from(districts)
    .where(and(or(sameName, sameArabicName), exceptId === undefined ? undefined : ne(districts.id, exceptId)))
    .limit(1);
  if (!row) return null;
  return row.sameName ? "name" : "nameAr";
}

// The slug follows the English name; one that another district already has gets this district's id.
async function freeSlug(tx: Transaction, name: string, id: number) {
  const slug = districtSlug(name, id);
  const [other] = await tx
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.slug, slug), ne(districts.id, id)))
    .limit(1);
  return other ? `${slug}-${id}` : slug;
}

async function saving(write: () => Promise<DistrictSaveResult>): Promise<DistrictSaveResult> {
  try {
    return await write();
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return { status: "duplicate", field: "name" };
    throw error;
  }
}

export async function createDistrict(actor: Actor, input: NewDistrictInput): Promise<DistrictSaveResult> {
  const taken = await takenName(input);
  if (taken) return { status: "duplicate", field: taken };
  const db = await getDb();
  return saving(() =>
    db.transaction(async (tx) => {
      // An Arabic-only name's slug is made from the id, known once the row is in.
      const [inserted] = await tx
        .insert(districts)
        .values({ ...input, slug: `pending-${randomUUID()}` })
        .returning({ id: districts.id });
      const [district] = await tx
        .update(districts)
        .set({ slug: await freeSlug(tx, input.name, inserted!.id) })
        .where(eq(districts.id, inserted!.id))
        .returning();
      await recordActivity(tx, { actor, entity: "district", entityId: district!.id, action: "create", summary: district!.name });
      return { status: "saved", district: district! };
    }),
  );
}

/**
 * Updates a district; a new name reaches its listings through ON UPDATE CASCADE, and renews the slug.
 * Records an "update" naming the fields the input changed (name, nameAr, latitude, longitude); none: no entry.
 */
export async function updateDistrict(actor: Actor, id: number, input: DistrictInput): Promise<DistrictSaveResult> {
  const taken = await takenName(input, id);
  if (taken) return { status: "duplicate", field: taken };
  const db = await getDb();
  return saving(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(districts).where(eq(districts.id, id)).for("update");
      if (!before) return { status: "not-found" };
      const [district] = await tx
        .update(districts)
        .set({ ...input, slug: await freeSlug(tx, input.name, id) })
        .where(eq(districts.id, id))
        .returning();
      const fields = changedFields(before, district!, Object.keys(input) as (keyof typeof input)[]);
      if (fields.length > 0) {
        const changes = changesOf(before, district!, fields);
        await recordActivity(tx, { actor, entity: "district", entityId: id, action: "update", fields, changes, summary: district!.name });
      }
      return { status: "saved", district: district! };
    }),
  );
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
