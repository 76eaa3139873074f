import { and, asc, eq, gte, inArray, max, ne, type SQL, sql } from "drizzle-orm";
import { properties, propertyImages } from "../../drizzle/schema";
import { type Actor, recordActivity } from "~/models/activity.server";
import type { ImageKind } from "~/schemas/property";
import { type Database, getDb, type Transaction } from "~/services/db.server";
import { removeImageFiles } from "~/services/images.server";
import { storeImages } from "~/services/uploads.server";

// A listing's photos and floor plans (issue 38): their files, their rows and their places in order. The
// listing's own writes (admin-properties.server.ts) store a new listing's images through these too.

/** What the log and the views call a listing: its English title, or its Arabic one for a listing written in Arabic only. */
export const listingName = (listing: { title: string; titleAr?: string }) => listing.title || (listing.titleAr ?? "");

/** The listing went before a write's transaction found it: thrown inside, so that the files stored for it are removed again. */
export class PropertyGoneError extends Error {}

interface StoredImage {
  id: number;
  propertyId: number;
  imageUrl: string;
  kind: ImageKind;
  orderIndex: number;
}

const imageColumns = {
  id: propertyImages.id,
  propertyId: propertyImages.propertyId,
  imageUrl: propertyImages.imageUrl,
  kind: propertyImages.kind,
  orderIndex: propertyImages.orderIndex,
};

/**
 * Which images a write may touch, and what else it does in its transaction: an advertiser's write is limited
 * to their own listings (`listings`: `ownListings(viewer)`) and takes a published one back to review
 * (`afterChange`, decision 0075). Outside the scope an image is not found.
 */
export interface ImageScope {
  /** Only an image of this listing (a page's own listing). */
  propertyId?: number;
  /** Only images of the listings this condition on `properties` finds. */
  listings?: SQL;
  /** Runs in the write's transaction once it changed something, the listing's row locked. */
  afterChange?: (tx: Transaction, propertyId: number) => Promise<void>;
}

/** The image, if the scope holds it. */
async function findImage(tx: Transaction | Database, imageId: number, scope: ImageScope): Promise<StoredImage | undefined> {
  const [image] = await tx
    .select(imageColumns)
    .from(propertyImages)
    .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
    .where(
      and(
        eq(propertyImages.id, imageId),
        scope.propertyId === undefined ? undefined : eq(propertyImages.propertyId, scope.propertyId),
        scope.listings,
      ),
    )
    .limit(1);
  return image;
}

/** New images of a listing: its photos and its floor plans, each in the order chosen. */
export interface NewImages {
  photos?: Buffer[];
  floorPlans?: Buffer[];
}

/** Records the creation of each image (its listing's title as the summary). */
export async function recordImagesAdded(tx: Transaction, actor: Actor, images: StoredImage[], title: string) {
  for (const image of images) await recordActivity(tx, { actor, entity: "image", entityId: image.id, action: "create", summary: title });
}

async function titleOf(tx: Transaction, propertyId: number) {
  const [row] = await tx
    .select({ title: properties.title, titleAr: properties.titleAr })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row ? listingName(row) : "";
}

const ofKind = (propertyId: number, kind: ImageKind) => and(eq(propertyImages.propertyId, propertyId), eq(propertyImages.kind, kind));

async function nextOrderIndex(tx: Transaction | Database, propertyId: number, kind: ImageKind) {
  const [row] = await tx
    .select({ value: max(propertyImages.orderIndex) })
    .from(propertyImages)
    .where(ofKind(propertyId, kind));
  return row?.value === null || row?.value === undefined ? 0 : row.value + 1;
}

/**
 * Inserts images of one kind after the listing's others of that kind, or at `startIndex`: the images there
 * and after it move along to make room, so no two share a place (issue 37). The caller holds the listing's
 * row lock, so two uploads at once take their places one after the other.
 */
async function insertImageRows(tx: Transaction, propertyId: number, urls: string[], kind: ImageKind, startIndex?: number) {
  if (urls.length === 0) return [];
  const next = await nextOrderIndex(tx, propertyId, kind);
  const first = startIndex === undefined ? next : Math.min(startIndex, next);
  if (first < next) {
    await tx
      .update(propertyImages)
      .set({ orderIndex: sql`${propertyImages.orderIndex} + ${urls.length}` })
      .where(and(ofKind(propertyId, kind), gte(propertyImages.orderIndex, first)));
  }
  return tx
    .insert(propertyImages)
    .values(urls.map((imageUrl, index) => ({ propertyId, imageUrl, kind, orderIndex: first + index })))
    .returning(imageColumns);
}

/** Inserts a listing's new photos and floor plans (their files already stored: `urls` in the same order). */
export async function insertNewImages(tx: Transaction, propertyId: number, images: NewImages, urls: string[]) {
  const photoCount = images.photos?.length ?? 0;
  return [
    ...(await insertImageRows(tx, propertyId, urls.slice(0, photoCount), "photo")),
    ...(await insertImageRows(tx, propertyId, urls.slice(photoCount), "floor_plan")),
  ];
}

export const buffersOf = (images: NewImages) => [...(images.photos ?? []), ...(images.floorPlans ?? [])];

/** The listing's row, locked: image writes take their places one listing at a time. */
async function lockListing(tx: Transaction, propertyId: number) {
  const [row] = await tx
    .select({ title: properties.title, titleAr: properties.titleAr })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for("update");
  return row && { title: listingName(row) };
}

/** Removes the files of images that no image row refers to any more (seed images are shared). */
export async function removeUnusedFiles(urls: string[]) {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return;
  const db = await getDb();
  const stillUsed = new Set(
    (
      await db.selectDistinct({ imageUrl: propertyImages.imageUrl }).from(propertyImages).where(inArray(propertyImages.imageUrl, unique))
    ).map((row) => row.imageUrl),
  );
  await Promise.all(unique.filter((url) => !stillUsed.has(url)).map((url) => removeImageFiles(url)));
}

// Stores the images first (sharp can refuse one: 400, nothing written), then runs the database
// work; if that fails the stored files are removed again.
export async function withStoredImages<T>(images: Buffer[], run: (urls: string[]) => Promise<T>) {
  const urls = await storeImages(images);
  try {
    return await run(urls);
  } catch (error) {
    await Promise.all(urls.map((url) => removeImageFiles(url)));
    throw error;
  }
}

/**
 * Stores images for an existing property in the given order, after its existing images (or from
 * `startIndex` when given). Null when the property does not exist (nothing is stored then).
 */
export async function addImages(
  actor: Actor,
  propertyId: number,
  images: Buffer[],
  { kind = "photo", startIndex }: { kind?: ImageKind; startIndex?: number } = {},
  scope: ImageScope = {},
): Promise<StoredImage[] | null> {
  const db = await getDb();
  const [exists] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), scope.listings))
    .limit(1);
  if (!exists) return null;
  return withStoredImages(images, (urls) =>
    db.transaction(async (tx) => {
      const row = await lockListing(tx, propertyId);
      if (!row) throw new PropertyGoneError();
      const stored = await insertImageRows(tx, propertyId, urls, kind, startIndex);
      await recordImagesAdded(tx, actor, stored, row.title);
      await scope.afterChange?.(tx, propertyId);
      return stored;
    }),
  ).catch((error: unknown) => {
    if (error instanceof PropertyGoneError) return null;
    throw error;
  });
}

/** An image (in the scope: of a listing, of the viewer's listings); null when there is none. */
export async function getImage(imageId: number, scope: ImageScope = {}): Promise<StoredImage | null> {
  return (await findImage(await getDb(), imageId, scope)) ?? null;
}

// Renumbers a listing's images of one kind 0..n-1 in the given order (only the rows whose index changes;
// the unique place is checked at commit, so a row may pass through another's place on the way).
async function renumber(tx: Transaction, ordered: { id: number; orderIndex: number }[]) {
  for (const [index, image] of ordered.entries()) {
    if (image.orderIndex !== index) await tx.update(propertyImages).set({ orderIndex: index }).where(eq(propertyImages.id, image.id));
  }
}

async function imagesInOrder(tx: Transaction, propertyId: number, kind: ImageKind) {
  return tx
    .select({ id: propertyImages.id, orderIndex: propertyImages.orderIndex })
    .from(propertyImages)
    .where(ofKind(propertyId, kind))
    .orderBy(asc(propertyImages.orderIndex))
    .for("update");
}

export type MoveResult = "moved" | "at-edge" | "not-found";

/**
 * Swaps an image with its neighbour in the property's order of its kind (photos, floor plans): the first
 * cannot go up, the last cannot go down. Those images are renumbered 0..n-1 on the way.
 * Records one "update" of `orderIndex` for the image moved (not for the neighbour it swapped with).
 */
export async function moveImage(actor: Actor, imageId: number, direction: "up" | "down", scope: ImageScope = {}): Promise<MoveResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const image = await findImage(tx, imageId, scope);
    if (!image) return "not-found";
    await lockListing(tx, image.propertyId);
    const ordered = await imagesInOrder(tx, image.propertyId, image.kind);
    const at = ordered.findIndex((row) => row.id === imageId);
    const to = direction === "up" ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= ordered.length) return "at-edge";
    const reordered = [...ordered];
    [reordered[at], reordered[to]] = [reordered[to]!, reordered[at]!];
    await renumber(tx, reordered);
    const summary = await titleOf(tx, image.propertyId);
    await recordActivity(tx, { actor, entity: "image", entityId: imageId, action: "update", fields: ["orderIndex"], summary });
    await scope.afterChange?.(tx, image.propertyId);
    return "moved";
  });
}

/**
 * Sets an image's orderIndex as given (PATCH /api/admin/images/{id}/order); an image of the listing's same kind
 * already there takes the moved one's old place (a swap), so places stay unique. Null when there is no such image.
 */
export async function setImageOrder(
  actor: Actor,
  imageId: number,
  orderIndex: number,
  scope: ImageScope = {},
): Promise<StoredImage | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const found = await findImage(tx, imageId, scope);
    if (!found) return null;
    await lockListing(tx, found.propertyId);
    const [before] = await tx.select(imageColumns).from(propertyImages).where(eq(propertyImages.id, imageId)).for("update");
    if (!before) return null;
    await tx
      .update(propertyImages)
      .set({ orderIndex: before.orderIndex })
      .where(and(ofKind(before.propertyId, before.kind), eq(propertyImages.orderIndex, orderIndex), ne(propertyImages.id, imageId)));
    const [image] = await tx.update(propertyImages).set({ orderIndex }).where(eq(propertyImages.id, imageId)).returning(imageColumns);
    if (before.orderIndex !== orderIndex) {
      const summary = await titleOf(tx, before.propertyId);
      await recordActivity(tx, { actor, entity: "image", entityId: imageId, action: "update", fields: ["orderIndex"], summary });
      await scope.afterChange?.(tx, before.propertyId);
    }
    return image ?? null;
  });
}

/** Deletes an image row and then its files, unless another row shares them. Null when there is no such image. */
export async function deleteImage(actor: Actor, imageId: number, scope: ImageScope = {}): Promise<StoredImage | null> {
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const found = await findImage(tx, imageId, scope);
    if (!found) return null;
    await lockListing(tx, found.propertyId);
    const [image] = await tx
      .delete(propertyImages)
      .where(and(eq(propertyImages.id, imageId), eq(propertyImages.propertyId, found.propertyId)))
      .returning(imageColumns);
    if (!image) return null;
    // Close the gap so that new images (after the existing ones) and moves stay consistent.
    await renumber(tx, await imagesInOrder(tx, image.propertyId, image.kind));
    await recordActivity(tx, { actor, entity: "image", entityId: imageId, action: "delete", summary: await titleOf(tx, image.propertyId) });
    await scope.afterChange?.(tx, image.propertyId);
    return image;
  });
  if (deleted) await removeUnusedFiles([deleted.imageUrl]);
  return deleted;
}
