import { randomUUID } from "node:crypto";
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { landmarks, type Landmark } from "../../drizzle/schema";
import type { LandmarkInput } from "~/schemas/landmark";
import type { Point } from "~/schemas/location";
import { type Actor, changedFields, changesOf, recordActivity } from "~/models/activity.server";
import { getDb, type Transaction } from "~/services/db.server";
import { postgresErrorCode, UNIQUE_VIOLATION } from "~/services/db-errors.server";
import { cachedRead } from "~/services/read-cache.server";
import { slugOf } from "~/utils/district-names";
import { roundedMetres } from "./distance.server";

export type { Landmark };

/** A landmark as the API and the pages give it. */
export type LandmarkSummary = Pick<Landmark, "id" | "name" | "nameAr" | "slug" | "kind" | "latitude" | "longitude">;

const summaryColumns = {
  id: landmarks.id,
  name: landmarks.name,
  nameAr: landmarks.nameAr,
  slug: landmarks.slug,
  kind: landmarks.kind,
  latitude: landmarks.latitude,
  longitude: landmarks.longitude,
};

/** Every landmark by English name, through the read cache (the result is shared: do not change it). */
export function listLandmarks(): Promise<LandmarkSummary[]> {
  return cachedRead("landmarks", async () => {
    const db = await getDb();
    return db.select(summaryColumns).from(landmarks).orderBy(asc(landmarks.name));
  });
}

/** What the API and the feed say of a `near` that names no landmark (the slug typed is not repeated). */
export const UNKNOWN_LANDMARK = "near must be the slug of a landmark (see GET /api/landmarks)";

/** The landmark whose slug (the `near=` value) this is, or undefined. */
export async function findLandmarkBySlug(slug: string) {
  return (await listLandmarks()).find((landmark) => landmark.slug === slug);
}

export async function getLandmark(id: number): Promise<Landmark | null> {
  const db = await getDb();
  const [landmark] = await db.select().from(landmarks).where(eq(landmarks.id, id)).limit(1);
  return landmark ?? null;
}

/** A landmark and how far it is from a listing, in whole metres. */
export type NearbyLandmark = Pick<LandmarkSummary, "name" | "nameAr" | "slug" | "kind"> & { distance: number };

/**
 * The `limit` landmarks nearest to a point within `maxMetres`, nearest first, in one statement (the
 * landmarks are few: every one's distance is computed, none is fetched on its own).
 */
export function listNearestLandmarks(point: Point, limit = 3, maxMetres = 10_000): Promise<NearbyLandmark[]> {
  return cachedRead(`nearest-landmarks:${point.latitude},${point.longitude}`, async () => {
    const db = await getDb();
    const distance = roundedMetres(landmarks, point);
    return db
      .select({ name: landmarks.name, nameAr: landmarks.nameAr, slug: landmarks.slug, kind: landmarks.kind, distance })
      .from(landmarks)
      .where(sql`${distance} <= ${maxMetres}`)
      .orderBy(asc(distance), asc(landmarks.name))
      .limit(limit);
  });
}

/** A create or update: the saved landmark, or why not (routes answer 409 naming `field`, or 404). */
export type LandmarkSaveResult =
  { status: "saved"; landmark: Landmark } | { status: "duplicate"; field: "name" | "nameAr" } | { status: "not-found" };

// As for districts: an English name is compared without case, an Arabic one exactly.
async function takenName(input: { name: string; nameAr: string }, exceptId?: number) {
  const db = await getDb();
  const sameName = sql`lower(${landmarks.name}) = lower(${input.name})`;
  const [row] = await db
    .select({ sameName })
    .from(landmarks)
    .where(and(or(sameName, eq(landmarks.nameAr, input.nameAr)), exceptId === undefined ? undefined : ne(landmarks.id, exceptId)))
    .limit(1);
  if (!row) return null;
  return row.sameName ? "name" : "nameAr";
}

// The slug follows the English name; one another landmark has (or a name without Latin letters) gets the id.
async function freeSlug(tx: Transaction, name: string, id: number) {
  const slug = slugOf(name) || `landmark-${id}`;
  const [other] = await tx
    .select({ id: landmarks.id })
    .from(landmarks)
    .where(and(eq(landmarks.slug, slug), ne(landmarks.id, id)))
    .limit(1);
  return other ? `${slug}-${id}` : slug;
}

async function saving(write: () => Promise<LandmarkSaveResult>): Promise<LandmarkSaveResult> {
  try {
    return await write();
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return { status: "duplicate", field: "name" };
    throw error;
  }
}

export async function createLandmark(actor: Actor, input: LandmarkInput): Promise<LandmarkSaveResult> {
  const taken = await takenName(input);
  if (taken) return { status: "duplicate", field: taken };
  const db = await getDb();
  return saving(() =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(landmarks)
        .values({ ...input, slug: `pending-${randomUUID()}` })
        .returning({ id: landmarks.id });
      const [landmark] = await tx
        .update(landmarks)
        .set({ slug: await freeSlug(tx, input.name, inserted!.id) })
        .where(eq(landmarks.id, inserted!.id))
        .returning();
      await recordActivity(tx, { actor, entity: "landmark", entityId: landmark!.id, action: "create", summary: landmark!.name });
      return { status: "saved", landmark: landmark! };
    }),
  );
}

/** Updates a landmark (a new English name renews its slug); records the fields it changed. */
export async function updateLandmark(actor: Actor, id: number, input: LandmarkInput): Promise<LandmarkSaveResult> {
  const taken = await takenName(input, id);
  if (taken) return { status: "duplicate", field: taken };
  const db = await getDb();
  return saving(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(landmarks).where(eq(landmarks.id, id)).for("update");
      if (!before) return { status: "not-found" };
      const [landmark] = await tx
        .update(landmarks)
        .set({ ...input, slug: await freeSlug(tx, input.name, id) })
        .where(eq(landmarks.id, id))
        .returning();
      const fields = changedFields(before, landmark!, Object.keys(input) as (keyof LandmarkInput)[]);
      if (fields.length > 0) {
        const changes = changesOf(before, landmark!, fields);
        await recordActivity(tx, { actor, entity: "landmark", entityId: id, action: "update", fields, changes, summary: landmark!.name });
      }
      return { status: "saved", landmark: landmark! };
    }),
  );
}

/** Deletes a landmark (nothing refers to one: a search near it simply no longer knows it); null when there is none. */
export async function deleteLandmark(actor: Actor, id: number): Promise<Landmark | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(landmarks).where(eq(landmarks.id, id)).returning();
    if (!deleted) return null;
    await recordActivity(tx, { actor, entity: "landmark", entityId: id, action: "delete", summary: deleted.name });
    return deleted;
  });
}
