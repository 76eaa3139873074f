import { asc, count, desc, eq } from "drizzle-orm";
import { advertisers, properties, sessions } from "../../drizzle/schema";
import { actorOf } from "~/models/access.server";
import { recordActivity } from "~/models/activity.server";
import type { SessionAdmin } from "~/models/sessions.server";
import { getDb } from "~/services/db.server";

// The administrators' view of advertisers (issue 51): the list, one advertiser with their listings, and
// suspending or reinstating one. A suspension takes their listings off the site at once (advertiser_suspended
// makes published_until null, which every public read already requires) and ends every session they have.

/** Every advertiser, newest first, with how many listings they have. */
export async function listAdvertisers() {
  const db = await getDb();
  return db
    .select({
      id: advertisers.id,
      name: advertisers.name,
      nameAr: advertisers.nameAr,
      email: advertisers.email,
      type: advertisers.type,
      status: advertisers.status,
      verified: advertisers.emailVerifiedAt,
      listings: count(properties.id),
    })
    .from(advertisers)
    .leftJoin(properties, eq(properties.advertiserId, advertisers.id))
    .groupBy(advertisers.id)
    .orderBy(desc(advertisers.createdAt), desc(advertisers.id));
}

/** One advertiser and their listings; null for an id that does not exist. */
export async function getAdvertiserForAdmin(id: number) {
  const db = await getDb();
  const [advertiser] = await db
    .select({
      id: advertisers.id,
      name: advertisers.name,
      nameAr: advertisers.nameAr,
      email: advertisers.email,
      type: advertisers.type,
      status: advertisers.status,
      verified: advertisers.emailVerifiedAt,
      phone: advertisers.phone,
      falLicenseNumber: advertisers.falLicenseNumber,
      slug: advertisers.slug,
      createdAt: advertisers.createdAt,
    })
    .from(advertisers)
    .where(eq(advertisers.id, id))
    .limit(1);
  if (!advertiser) return null;
  const listings = await db
    .select({
      id: properties.id,
      title: properties.title,
      titleAr: properties.titleAr,
      lifecycle: properties.lifecycle,
      publishedUntil: properties.publishedUntil,
      reviewNote: properties.reviewNote,
    })
    .from(properties)
    .where(eq(properties.advertiserId, id))
    .orderBy(asc(properties.id));
  return { advertiser, listings };
}

/**
 * Suspends or reinstates an advertiser in one transaction: their status, their listings' advertiser_suspended
 * and (suspending) every session of theirs, with an activity entry. Null for an id that does not exist;
 * `changed: false` when they already were so.
 */
export async function setAdvertiserSuspended(admin: SessionAdmin, id: number, suspend: boolean) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: advertisers.status, name: advertisers.name, email: advertisers.email })
      .from(advertisers)
      .where(eq(advertisers.id, id))
      .for("update");
    if (!row) return null;
    const status = suspend ? "suspended" : "active";
    if (row.status === status) return { id, changed: false };
    await tx.update(advertisers).set({ status }).where(eq(advertisers.id, id));
    await tx.update(properties).set({ advertiserSuspended: suspend }).where(eq(properties.advertiserId, id));
    if (suspend) await tx.delete(sessions).where(eq(sessions.advertiserId, id));
    await recordActivity(tx, {
      actor: actorOf(admin),
      entity: "advertiser",
      entityId: id,
      action: "update",
      fields: ["status"],
      changes: { status: { from: row.status, to: status } },
      summary: row.name || row.email,
    });
    return { id, changed: true };
  });
}
