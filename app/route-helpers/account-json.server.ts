import type { AdvertiserProfile } from "~/models/advertiser-account.server";
import { getOwnListing } from "~/models/advertiser-listings.server";
import { withAmenitiesAr } from "~/models/amenity-names.server";
import { listPropertyImages } from "~/models/properties.server";
import type { SessionAdvertiser } from "~/models/sessions.server";

/** An advertiser as /api/account/* answers them (the shape of `AdvertiserJson` in the OpenAPI document). */
export function advertiserJson(profile: AdvertiserProfile) {
  const { emailVerifiedAt, createdAt, ...rest } = profile;
  return { ...rest, emailVerified: emailVerifiedAt !== null, createdAt: createdAt.toISOString() };
}

/**
 * One of the advertiser's listings as /api/account/properties/* answers it (`OwnProperty`): the listing as the
 * API shows every listing, the reason a review returned it, and its images with their ids (to move or delete).
 */
export async function ownListingJson(advertiser: SessionAdvertiser, id: number) {
  const listing = await getOwnListing(advertiser, id);
  if (!listing) return null;
  const { reviewNote, ...property } = listing;
  return { ...(await withAmenitiesAr(property)), reviewNote, imageList: await listPropertyImages(id) };
}
