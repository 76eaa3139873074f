import { asc, eq, sql } from "drizzle-orm";
import { landmarks, type Landmark } from "../../drizzle/schema";
import type { LandmarkInput } from "~/schemas/landmark";
import type { Point } from "~/schemas/location";
import { type Actor, recordActivity } from "~/models/activity.server";
import { createPlace, type PlaceSaveResult, updatePlace } from "~/models/named-places.server";
import { getDb } from "~/services/db.server";
import { cachedRead } from "~/services/read-cache.server";
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

export async function createLandmark(actor: Actor, input: LandmarkInput): Promise<LandmarkSaveResult> {
  return asLandmark(await createPlace<Landmark>(actor, "landmark", input));
}

/** Updates a landmark (a new English name renews its slug); records the fields it changed. */
export async function updateLandmark(actor: Actor, id: number, input: LandmarkInput): Promise<LandmarkSaveResult> {
  return asLandmark(await updatePlace<Landmark>(actor, "landmark", id, input));
}

function asLandmark(result: PlaceSaveResult<Landmark>): LandmarkSaveResult {
  return result.status === "saved" ? { status: "saved", landmark: result.row } : result;
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
