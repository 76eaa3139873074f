import { eq, isNull, type SQL, sql } from "drizzle-orm";
import { inquiries, inquiryNotes, properties } from "../../drizzle/schema";
import { advertiserActor, type Actor } from "~/models/activity.server";
import type { SessionAccount } from "~/models/sessions.server";

// Authorisation in one place (issue 51, decision 0074). Every model read or write of a listing, image, floor
// plan, lead or note takes the viewer and scopes its query with these: an administrator sees everything, an
// advertiser only their own. What a viewer may not see is not found (the routes answer 404), the same on pages
// and API, so nothing tells another advertiser's id from one that does not exist.

/** Who reads or writes: a signed-in administrator or advertiser, as `requireAdmin`/`requireAdvertiser` return them. */
export type Viewer = SessionAccount;

/** The listings the viewer may see: a condition on `properties` (none for an administrator). */
export function ownListings(viewer: Viewer): SQL | undefined {
  return viewer.role === "admin" ? undefined : eq(properties.advertiserId, viewer.id);
}

/**
 * The leads the viewer may see: for an advertiser, inquiries on a listing `ownListings` lets them see (never a
 * contact-page message); none for an administrator. A condition on `inquiries`, so it needs no join.
 */
export function ownLeads(viewer: Viewer): SQL | undefined {
  const own = ownListings(viewer);
  return own && sql`exists (select 1 from ${properties} where ${properties.id} = ${inquiries.propertyId} and ${own})`;
}

/** A lead's notes the viewer reads: each side only its own, the administrators' or this advertiser's (migration 0034). */
export function ownNotes(viewer: Viewer): SQL {
  return viewer.role === "admin" ? isNull(inquiryNotes.advertiserId) : eq(inquiryNotes.advertiserId, viewer.id);
}

/** The activity log's actor for the viewer's writes. */
export function actorOf(viewer: Viewer): Actor {
  return viewer.role === "admin" ? { id: viewer.id, username: viewer.username } : advertiserActor(viewer.id);
}
