import { and, asc, count, desc, eq } from "drizzle-orm";
import { advertisers, districts, properties } from "../../drizzle/schema";
import { actorOf, ownListings } from "~/models/access.server";
import { recordActivity } from "~/models/activity.server";
import { createProperty, moveLifecycle, setLifecycle, TextsMissingError, updateProperty } from "~/models/admin-properties.server";
import {
  addImages,
  deleteImage,
  getImage,
  type ImageScope,
  listingName,
  moveImage,
  type NewImages,
  setImageOrder,
} from "~/models/admin-property-images.server";
import { queueReviewOutcome } from "~/models/outbox.server";
import { getProperty } from "~/models/properties.server";
import type { SessionAdmin, SessionAdvertiser } from "~/models/sessions.server";
import { type ImageKind, missingToPublish, type OwnListingInput, type PropertyInput } from "~/schemas/property";
import { getDb, type Transaction } from "~/services/db.server";

// An advertiser's own listings (issue 51, decisions 0074 and 0075): written with the same editor and schema
// as the administrators', scoped to them, and published only by an administrator's review.

/** Submitting for review before the account's address is verified. */
export class EmailNotVerifiedError extends Error {
  constructor() {
    super("Verify your email address before submitting a listing");
    this.name = "EmailNotVerifiedError";
  }
}

/** The advertiser's listings, newest first: what their list shows (the district in both languages), with the reason one was returned. */
export async function listOwnListings(advertiser: SessionAdvertiser) {
  const db = await getDb();
  return db
    .select({
      id: properties.id,
      title: properties.title,
      titleAr: properties.titleAr,
      district: properties.district,
      districtAr: districts.nameAr,
      price: properties.price,
      lifecycle: properties.lifecycle,
      reviewNote: properties.reviewNote,
      publishedUntil: properties.publishedUntil,
      createdAt: properties.createdAt,
    })
    .from(properties)
    .innerJoin(districts, eq(districts.name, properties.district))
    .where(ownListings(advertiser))
    .orderBy(desc(properties.createdAt), desc(properties.id));
}

/** One of the advertiser's listings as the editor shows it; null for an id that is not theirs. */
export async function getOwnListing(advertiser: SessionAdvertiser, id: number) {
  const db = await getDb();
  const [own] = await db
    .select({ id: properties.id, reviewNote: properties.reviewNote })
    .from(properties)
    .where(and(eq(properties.id, id), ownListings(advertiser)))
    .limit(1);
  if (!own) return null;
  const listing = await getProperty(id);
  return listing ? { ...listing, reviewNote: own.reviewNote } : null;
}

/**
 * Saves an advertiser's listing from the editor: a draft, or submitted for review (which needs a verified
 * address and every text in both languages). Whoever advertises it is the account's profile, whatever the form
 * said; it is never featured; any save takes a published listing off the site until it is reviewed again.
 * Null for an id that is not theirs.
 */
export async function saveOwnListing(
  advertiser: SessionAdvertiser,
  id: number | null,
  input: OwnListingInput,
  images: NewImages,
  { submit }: { submit: boolean },
) {
  const lifecycle = ownLifecycle(advertiser, submit);
  const profile = await advertiserProfile(advertiser.id);
  const own: PropertyInput = { ...input, ...profile, featured: false, lifecycle };
  if (submit) {
    const missing = missingToPublish({ ...own, lifecycle: "published" });
    if (missing.length > 0) throw new TextsMissingError(missing);
  }
  const owner = ownerOf(advertiser, submit);
  const actor = actorOf(advertiser);
  return id === null ? createProperty(actor, own, images, owner) : updateProperty(actor, id, own, images, owner);
}

/**
 * Decision 0075's rule for every write of an advertiser's listing: it is submitted for review (which needs a
 * verified address) or it is a draft; never published by them.
 */
function ownLifecycle(advertiser: SessionAdvertiser, submit: boolean) {
  if (submit && !advertiser.emailVerified) throw new EmailNotVerifiedError();
  return submit ? "in_review" : "draft";
}

/** Their listings only; a submission clears the reason a review gave. */
const ownerOf = (advertiser: SessionAdvertiser, submit: boolean) => ({
  advertiserId: advertiser.id,
  set: submit ? { reviewNote: "" } : {},
});

/**
 * An advertiser's image writes: on their own listings only, and a change to a published listing's photos or
 * floor plans submits it for review again, as a save of its form does (decision 0075).
 */
function ownImages(advertiser: SessionAdvertiser, propertyId?: number): ImageScope {
  return {
    propertyId,
    listings: ownListings(advertiser),
    afterChange: async (tx: Transaction, id: number) => {
      const [listing] = await tx.select({ lifecycle: properties.lifecycle }).from(properties).where(eq(properties.id, id));
      if (listing?.lifecycle !== "published") return;
      await moveLifecycle(tx, actorOf(advertiser), id, ownLifecycle(advertiser, true), { owner: ownerOf(advertiser, true) });
    },
  };
}

/** One of the advertiser's images (of `propertyId` when given); null for one that is not theirs. */
export function getOwnImage(advertiser: SessionAdvertiser, imageId: number, propertyId?: number) {
  return getImage(imageId, ownImages(advertiser, propertyId));
}

/** Adds images to the advertiser's listing; null for one that is not theirs. */
export function addOwnImages(
  advertiser: SessionAdvertiser,
  propertyId: number,
  images: Buffer[],
  place: { kind?: ImageKind; startIndex?: number } = {},
) {
  return addImages(actorOf(advertiser), propertyId, images, place, ownImages(advertiser));
}

/** Moves one of the advertiser's images up or down (of `propertyId`, the page's listing, when given). */
export function moveOwnImage(advertiser: SessionAdvertiser, imageId: number, direction: "up" | "down", propertyId?: number) {
  return moveImage(actorOf(advertiser), imageId, direction, ownImages(advertiser, propertyId));
}

/** Sets one of the advertiser's images' place; null for an image that is not theirs. */
export function setOwnImageOrder(advertiser: SessionAdvertiser, imageId: number, orderIndex: number) {
  return setImageOrder(actorOf(advertiser), imageId, orderIndex, ownImages(advertiser));
}

/** Deletes one of the advertiser's images (of `propertyId` when given); null for an image that is not theirs. */
export function deleteOwnImage(advertiser: SessionAdvertiser, imageId: number, propertyId?: number) {
  return deleteImage(actorOf(advertiser), imageId, ownImages(advertiser, propertyId));
}

/** What an advertiser may do to their listing's state without its form: take it off the site, or send it to review. */
export type OwnMove = "withdraw" | "submit";

/**
 * Withdraws the advertiser's listing (published or waiting for review: off the site), or submits a withdrawn
 * one or a draft for review as it is (a verified address and every text in both languages needed). A listing
 * already there stays; another state is a LifecycleMoveError. Null for a listing that is not theirs.
 */
export function moveOwnListing(advertiser: SessionAdvertiser, id: number, move: OwnMove) {
  const actor = actorOf(advertiser);
  if (move === "withdraw")
    return setLifecycle(actor, id, "withdrawn", { owner: ownerOf(advertiser, false), from: ["published", "in_review"] });
  return setLifecycle(actor, id, ownLifecycle(advertiser, true), { owner: ownerOf(advertiser, true), from: ["draft", "withdrawn"] });
}

async function advertiserProfile(advertiserId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ name: advertisers.name, nameAr: advertisers.nameAr, type: advertisers.type, fal: advertisers.falLicenseNumber })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId))
    .limit(1);
  return {
    advertiserName: row?.name ?? "",
    advertiserNameAr: row?.nameAr ?? "",
    advertiserType: row?.type ?? "owner",
    brokerageLicenseNumber: row?.fal ?? "",
  };
}

/** The review queue: listings waiting for an administrator, oldest first, with who submitted them. */
export async function listReviewQueue() {
  const db = await getDb();
  return db
    .select({
      id: properties.id,
      title: properties.title,
      titleAr: properties.titleAr,
      district: properties.district,
      districtAr: districts.nameAr,
      price: properties.price,
      size: properties.size,
      createdAt: properties.createdAt,
      advertiserName: advertisers.name,
      advertiserNameAr: advertisers.nameAr,
      advertiserEmail: advertisers.email,
    })
    .from(properties)
    .leftJoin(advertisers, eq(advertisers.id, properties.advertiserId))
    .innerJoin(districts, eq(districts.name, properties.district))
    .where(eq(properties.lifecycle, "in_review"))
    .orderBy(asc(properties.createdAt), asc(properties.id));
}

/** How many listings wait for review: the dashboard's tab says it. */
export async function countReviewQueue() {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(properties).where(eq(properties.lifecycle, "in_review"));
  return row?.value ?? 0;
}

export type ReviewDecision = { decision: "approve" } | { decision: "return"; reason: string };

/**
 * An administrator's decision on a listing in review: approved, it is published; returned, it is a draft again
 * with the reason beside it. Its advertiser is told by mail in their language. Null when no such listing
 * waits for review.
 */
export async function reviewListing(admin: SessionAdmin, id: number, review: ReviewDecision) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: properties.id, title: properties.title, titleAr: properties.titleAr, advertiserId: properties.advertiserId })
      .from(properties)
      .where(and(eq(properties.id, id), eq(properties.lifecycle, "in_review")))
      .for("update");
    if (!listing) return null;
    const approved = review.decision === "approve";
    const reviewNote = approved ? "" : review.reason;
    await tx
      .update(properties)
      .set({ lifecycle: approved ? "published" : "draft", reviewNote })
      .where(eq(properties.id, id));
    await recordActivity(tx, {
      actor: actorOf(admin),
      entity: "property",
      entityId: id,
      action: "update",
      fields: ["lifecycle", "reviewNote"],
      changes: { lifecycle: { from: "in_review", to: approved ? "published" : "draft" }, reviewNote: { from: "", to: reviewNote } },
      summary: listingName(listing),
    });
    if (listing.advertiserId !== null) {
      const [advertiser] = await tx
        .select({ email: advertisers.email, name: advertisers.name, nameAr: advertisers.nameAr, language: advertisers.language })
        .from(advertisers)
        .where(eq(advertisers.id, listing.advertiserId))
        .limit(1);
      if (advertiser) await queueReviewOutcome(tx, { advertiser, listing, approved, reason: reviewNote });
    }
    return { id, approved };
  });
}
