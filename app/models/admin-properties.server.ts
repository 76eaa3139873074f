import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { districts, inquiries, properties, propertyImages, propertyViews } from "../../drizzle/schema";
import { type Actor, changedFields, changesOf, recordActivity } from "~/models/activity.server";
import {
  buffersOf,
  insertNewImages,
  listingName,
  type NewImages,
  PropertyGoneError,
  recordImagesAdded,
  removeUnusedFiles,
  withStoredImages,
} from "~/models/admin-property-images.server";
import { saveAmenityNamesAr } from "~/models/amenity-names.server";
import { getProperty } from "~/models/properties.server";
import { type AdminTableQuery, type AttentionFilter, defaultDirection, type Publication } from "~/schemas/admin-table";
import { type ListingLifecycle, missingToPublish, type PropertyInput, type TextToPublish } from "~/schemas/property";
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from "~/services/db-errors.server";
import { type Database, getDb, type Transaction } from "~/services/db.server";
import { readClock } from "~/services/clock.server";

/**
 * An advertiser's own listing (issue 51): written with their id, and found only among theirs; `set` is what
 * their save also changes (the review's note).
 */
export interface ListingOwner {
  advertiserId: number;
  set?: { reviewNote?: string };
}

/** The property names a district that does not exist (the routes answer 400 / an inline error). */
export class UnknownDistrictError extends Error {
  constructor(readonly district: string) {
    super(`Unknown district: ${district}`);
    this.name = "UnknownDistrictError";
  }
}

/** Publishing a listing that lacks some of its texts in English or Arabic (the routes answer 400 naming them). */
export class TextsMissingError extends Error {
  constructor(readonly fields: TextToPublish[]) {
    super(`Publishing needs the texts in both languages: ${fields.join(", ")}`);
    this.name = "TextsMissingError";
  }
}

function assertPublishable(listing: Parameters<typeof missingToPublish>[0]) {
  const missing = missingToPublish(listing);
  if (missing.length > 0) throw new TextsMissingError(missing);
}

function rowOf({ amenityNamesAr: _names, ...input }: PropertyInput) {
  return { ...input, contactPhone: input.contactPhone ?? null };
}

/** A new listing's row: a text left out is "" (not written in that language yet). */
function newRowOf(input: PropertyInput) {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, input[field] ?? ""])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return { ...rowOf(input), ...texts };
}
const TEXT_FIELDS = ["title", "building", "address", "description"] as const;

/** The district's centre; throws when there is no such district. */
async function assertDistrict(tx: Transaction, name: string) {
  const [row] = await tx
    .select({ latitude: districts.latitude, longitude: districts.longitude })
    .from(districts)
    .where(eq(districts.name, name))
    .limit(1);
  if (!row) throw new UnknownDistrictError(name);
  return row;
}

// The district may disappear between the check and the write: the foreign key still says no.
async function withDistrictCheck<T>(district: string, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof UnknownDistrictError) && postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) {
      throw new UnknownDistrictError(district);
    }
    throw error;
  }
}

/**
 * Creates a property with its images (in the given order, orderIndex 0, 1, ...); returns it as the API
 * shows it. One "create" entry for the listing: its first images are part of it.
 */
export async function createProperty(actor: Actor, input: PropertyInput, images: NewImages = {}, owner?: ListingOwner) {
  // A new listing is published unless it says otherwise (the column's default).
  assertPublishable({ ...input, lifecycle: input.lifecycle ?? "published" });
  const db = await getDb();
  const id = await withStoredImages(buffersOf(images), (urls) =>
    withDistrictCheck(input.district, () =>
      db.transaction(async (tx) => {
        await assertDistrict(tx, input.district);
        const [row] = await tx
          .insert(properties)
          .values({ ...newRowOf(input), ...(owner ? { advertiserId: owner.advertiserId } : null) })
          .returning({ id: properties.id });
        await saveAmenityNamesAr(tx, input.amenityNamesAr ?? {});
        await insertNewImages(tx, row!.id, images, urls);
        await recordActivity(tx, { actor, entity: "property", entityId: row!.id, action: "create", summary: listingName(newRowOf(input)) });
        return row!.id;
      }),
    ),
  );
  return (await getProperty(id))!;
}

/**
 * Updates every field; new images go after the existing ones. Null when there is no such property.
 * Records an "update" naming the fields that changed (none changed: no entry) and a "create" per new image.
 */
export async function updateProperty(actor: Actor, id: number, input: PropertyInput, images: NewImages = {}, owner?: ListingOwner) {
  const db = await getDb();
  try {
    await withStoredImages(buffersOf(images), (urls) =>
      withDistrictCheck(input.district, () =>
        db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(properties)
            .where(and(eq(properties.id, id), owner ? eq(properties.advertiserId, owner.advertiserId) : undefined))
            .for("update");
          // Thrown, so that the files stored for it are removed again. Another advertiser's listing is not theirs to find.
          if (!before) throw new PropertyGoneError();
          const centre = await assertDistrict(tx, input.district);
          // A listing moved to another district without a new point goes to that district's centre.
          const moved = input.latitude === undefined && before.district !== input.district;
          // An advertiser's save also sets what its review said: cleared when it is submitted again.
          const values = { ...rowOf(input), ...(moved ? centre : null), ...owner?.set };
          // What the listing will be: fields left out (undefined) keep their value.
          assertPublishable({ ...before, ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) });
          const [after] = await tx.update(properties).set(values).where(eq(properties.id, id)).returning();
          await saveAmenityNamesAr(tx, input.amenityNamesAr ?? {});
          const fields = changedFields(before, after!, Object.keys(values) as (keyof typeof values)[]);
          if (fields.length > 0) {
            const changes = changesOf(before, after!, fields);
            await recordActivity(tx, {
              actor,
              entity: "property",
              entityId: id,
              action: "update",
              fields,
              changes,
              summary: listingName(after!),
            });
          }
          await recordImagesAdded(tx, actor, await insertNewImages(tx, id, images, urls), listingName(after!));
        }),
      ),
    );
  } catch (error) {
    if (error instanceof PropertyGoneError) return null;
    throw error;
  }
  return getProperty(id);
}

/** What a delete did: gone, never there, or refused because the listing has inquiries (how many). */
export type DeleteResult = { deleted: true } | { deleted: false; inquiries: number } | null;

async function inquiriesAbout(tx: Transaction | Database, id: number) {
  const [row] = await tx.select({ value: count() }).from(inquiries).where(eq(inquiries.propertyId, id));
  return row?.value ?? 0;
}

/**
 * Deletes a listing with its images (then their files). Refused while it has inquiries: leads are never
 * lost, and the admin archives it instead. Its view counts stay, with its title written into them; the
 * activity log keeps its title as the entry's summary. Null when there is no such listing.
 */
export async function deleteProperty(actor: Actor, id: number): Promise<DeleteResult> {
  const db = await getDb();
  let result: DeleteResult;
  let urls: string[] = [];
  try {
    result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ title: properties.title, titleAr: properties.titleAr })
        .from(properties)
        .where(eq(properties.id, id))
        .for("update");
      if (!row) return null;
      const listing = { title: listingName(row) };
      const asked = await inquiriesAbout(tx, id);
      if (asked > 0) return { deleted: false, inquiries: asked };
      const images = await tx.select({ imageUrl: propertyImages.imageUrl }).from(propertyImages).where(eq(propertyImages.propertyId, id));
      await tx.update(propertyViews).set({ propertyTitle: listing.title }).where(eq(propertyViews.propertyId, id));
      await tx.delete(properties).where(eq(properties.id, id));
      // One entry: the listing's images go with it (ON DELETE CASCADE) without their own.
      await recordActivity(tx, { actor, entity: "property", entityId: id, action: "delete", summary: listing.title });
      urls = images.map((image) => image.imageUrl);
      return { deleted: true };
    });
  } catch (error) {
    // An inquiry sent between the count and the delete: the foreign key (ON DELETE RESTRICT) refuses too.
    if (postgresErrorCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
    return { deleted: false, inquiries: await inquiriesAbout(db, id) };
  }
  await removeUnusedFiles(urls);
  return result;
}

/** A lifecycle move the listing's state does not allow (an advertiser's: `from`); the routes answer 409. */
export class LifecycleMoveError extends Error {
  constructor(readonly lifecycle: ListingLifecycle) {
    super(`Not possible for a listing that is ${lifecycle}`);
    this.name = "LifecycleMoveError";
  }
}

/**
 * What else a lifecycle move checks and does: found only among an owner's listings (the owner's `set` written
 * with it), and only from the states `from` names (LifecycleMoveError otherwise).
 */
export interface LifecycleMove {
  owner?: ListingOwner;
  from?: readonly ListingLifecycle[];
}

/**
 * Moves a listing through its lifecycle in the caller's transaction; publishing, or submitting for review,
 * needs its texts in both languages (TextsMissingError). False when there is no such listing (among the
 * owner's); a listing already there is left as it is.
 */
export async function moveLifecycle(tx: Transaction, actor: Actor, id: number, lifecycle: ListingLifecycle, move: LifecycleMove = {}) {
  const [before] = await tx
    .select({
      lifecycle: properties.lifecycle,
      title: properties.title,
      building: properties.building,
      address: properties.address,
      description: properties.description,
      titleAr: properties.titleAr,
      addressAr: properties.addressAr,
      descriptionAr: properties.descriptionAr,
    })
    .from(properties)
    .where(and(eq(properties.id, id), move.owner ? eq(properties.advertiserId, move.owner.advertiserId) : undefined))
    .for("update");
  if (!before) return false;
  if (before.lifecycle === lifecycle) return true;
  if (move.from && !move.from.includes(before.lifecycle)) throw new LifecycleMoveError(before.lifecycle);
  // A listing goes into review only as it could be published (decision 0075).
  assertPublishable({ ...before, lifecycle: lifecycle === "in_review" ? "published" : lifecycle });
  const [after] = await tx
    .update(properties)
    .set({ lifecycle, ...move.owner?.set })
    .where(eq(properties.id, id))
    .returning({ title: properties.title, titleAr: properties.titleAr });
  const changes = { lifecycle: { from: before.lifecycle, to: lifecycle } };
  await recordActivity(tx, {
    actor,
    entity: "property",
    entityId: id,
    action: "update",
    fields: ["lifecycle"],
    changes,
    summary: listingName(after!),
  });
  return true;
}

/**
 * Moves a listing through its lifecycle (draft, published, withdrawn, archived); publishing needs its Arabic
 * texts in both languages (TextsMissingError). Null when there is no such listing.
 */
export async function setLifecycle(actor: Actor, id: number, lifecycle: ListingLifecycle, move: LifecycleMove = {}) {
  const db = await getDb();
  const found = await db.transaction((tx) => moveLifecycle(tx, actor, id, lifecycle, move));
  return found ? getProperty(id) : null;
}

// A listing some of whose Arabic twins are still blank (the schema trims, so "" is blank).
const missingArabicText = or(
  eq(properties.titleAr, ""),
  eq(properties.buildingAr, ""),
  eq(properties.addressAr, ""),
  eq(properties.descriptionAr, ""),
)!;

/** Days before its last day from which a licence counts as expiring, and after which a confirmation is old. */
export const ATTENTION_DAYS = { expiring: 14, stale: 30 } as const;

/**
 * What needs the admin's attention, at `now` (the public lists' clock, so "unpublished" here is exactly
 * what visitors miss); licence dates are days in Riyadh.
 */
function attentionOf(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = sql`(${at} at time zone 'Asia/Riyadh')::date`;
  // Meant to be published (the admin's lifecycle) but not shown: what needs attention. Drafts, withdrawn
  // and archived listings are off the site on purpose.
  const unpublished = sql`(${properties.lifecycle} = 'published' and (${properties.publishedUntil} is null or ${properties.publishedUntil} <= ${at}))`;
  return {
    conditions: {
      // Valid today but not for more than 14 days (today included).
      expiring: sql`(${properties.adLicenseExpiresOn} >= ${today} and ${properties.adLicenseExpiresOn} < ${today} + ${ATTENTION_DAYS.expiring}::int)`,
      expired: sql`${properties.adLicenseExpiresOn} < ${today}`,
      stale: sql`${properties.confirmedAvailableAt} <= ${at} - make_interval(days => ${ATTENTION_DAYS.stale}::int)`,
      unpublished,
    } satisfies Record<AttentionFilter, SQL>,
    // Why a listing is not published, by the rule of published_until (migrations 0006, 0015, 0034): the
    // lifecycle first, then its advertiser's suspension, then the licence and the confirmation.
    publication: sql<Publication>`case when ${properties.lifecycle} <> 'published' then ${properties.lifecycle} when ${properties.advertiserSuspended} then 'suspended' when not ${unpublished} then 'published' when ${properties.publishedUntil} is null then 'noLicence' when ${properties.adLicenseExpiresOn} < ${today} then 'expired' else 'unconfirmed' end`,
  };
}

/**
 * Either title holds `text`, ignoring case. strpos on lower() takes the text literally (no LIKE
 * pattern to escape) and costs half of ILIKE's per-row pattern match; it also leaves the planner its
 * default guess of how many rows match instead of ILIKE's "almost none", so a word found in nearly
 * every title reads the newest-first index until the page is full instead of sorting all 10,000.
 */
function titleContains(text: string) {
  const needle = sql`lower(${text})`;
  return sql`(strpos(lower(${properties.title}), ${needle}) > 0 or strpos(lower(${properties.titleAr}), ${needle}) > 0)`;
}

/** The table's rows for a view: its filters, each optional, all of which a row must pass. */
function adminTableWhere(query: AdminTableQuery, now: Date) {
  const { conditions, publication } = attentionOf(now);
  return and(
    query.untranslated ? missingArabicText : undefined,
    query.attention ? conditions[query.attention] : undefined,
    query.q ? titleContains(query.q) : undefined,
    query.district ? eq(properties.district, query.district) : undefined,
    query.state ? sql`${publication} = ${query.state}` : undefined,
  );
}

/**
 * One page of the dashboard table for a view, sorted by the column it names, ties by created_at and
 * then id in the same direction (newest first in each column's default direction). A text search
 * looks in both titles.
 *
 * The page's ids are found first, reading only the sort's columns, and only those rows are joined and
 * given their publication state: a deep page of the price or size sort reads its ids off an index
 * (migration 0012) instead of building and sorting every row of the table (docs/performance.md, step 16).
 */
export async function listPropertiesForAdmin(query: AdminTableQuery, paging: { limit: number; offset: number }, now = readClock()) {
  const db = await getDb();
  const { conditions, publication } = attentionOf(now);
  const sortColumns = {
    created: properties.createdAt,
    title: sql`lower(${properties.title})`,
    district: properties.district,
    type: properties.type,
    price: properties.price,
    size: properties.size,
    featured: properties.featured,
    publication,
  } satisfies Record<AdminTableQuery["sort"], unknown>;
  const order = (query.dir ?? defaultDirection(query.sort)) === "asc" ? asc : desc;
  const ordering = [order(sortColumns[query.sort]), order(properties.createdAt), order(properties.id)];
  const page = db
    .select({ id: properties.id })
    .from(properties)
    .where(adminTableWhere(query, now))
    .orderBy(...ordering)
    .limit(paging.limit)
    .offset(paging.offset)
    .as("page");
  return db
    .select({
      id: properties.id,
      title: properties.title,
      titleAr: properties.titleAr,
      building: properties.building,
      buildingAr: properties.buildingAr,
      district: properties.district,
      districtAr: districts.nameAr,
      type: properties.type,
      price: properties.price,
      size: properties.size,
      featured: properties.featured,
      // The space (issue 38), for the CSV export.
      floors: properties.floors,
      fitOut: properties.fitOut,
      floor: properties.floor,
      ceilingHeight: properties.ceilingHeight,
      workstations: properties.workstations,
      meetingRooms: properties.meetingRooms,
      pantry: properties.pantry,
      privateWashroom: properties.privateWashroom,
      missingArabic: missingArabicText,
      // What the table's one-tap buttons may change it to (a published listing may still be off the site).
      lifecycle: properties.lifecycle,
      publication,
      stale: sql<boolean>`${conditions.stale}`,
    })
    .from(page)
    .innerJoin(properties, eq(properties.id, page.id))
    .leftJoin(districts, eq(districts.name, properties.district))
    .orderBy(...ordering);
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * How many listings there are, how many a view of the table holds, how many are not fully translated,
 * and how many need each kind of attention: one scan, one FILTER clause per count.
 */
export async function countPropertiesForAdmin(view: AdminTableQuery, now = readClock()) {
  const db = await getDb();
  const { conditions } = attentionOf(now);
  const inView = adminTableWhere(view, now);
  const [row] = await db
    .select({
      total: count(),
      shown: inView ? countWhere(inView) : count(),
      untranslated: countWhere(missingArabicText),
      expiring: countWhere(conditions.expiring),
      expired: countWhere(conditions.expired),
      stale: countWhere(conditions.stale),
      unpublished: countWhere(conditions.unpublished),
    })
    .from(properties);
  return row ?? { total: 0, shown: 0, untranslated: 0, expiring: 0, expired: 0, stale: 0, unpublished: 0 };
}

/** The advertiser confirmed the listing is still available: it counts from now (and is republished if that was all it lacked). False when there is no such listing. */
export async function confirmAvailability(actor: Actor, id: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(properties)
      .set({ confirmedAvailableAt: sql`now()` })
      .where(eq(properties.id, id))
      .returning({ id: properties.id, title: properties.title });
    if (!updated) return false;
    const fields = ["confirmedAvailableAt"];
    await recordActivity(tx, { actor, entity: "property", entityId: id, action: "update", fields, summary: updated.title });
    return true;
  });
}
