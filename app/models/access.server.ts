import { eq, type SQL } from "drizzle-orm";
import { properties } from "../../drizzle/schema";
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

/** The activity log's actor for the viewer's writes. */
export function actorOf(viewer: Viewer): Actor {
  return viewer.role === "admin" ? { id: viewer.id, username: viewer.username } : advertiserActor(viewer.id);
}
