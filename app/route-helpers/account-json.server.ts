import type { AdvertiserProfile } from "~/models/advertiser-account.server";

/** An advertiser as /api/account/* answers them (the shape of `AdvertiserJson` in the OpenAPI document). */
export function advertiserJson(profile: AdvertiserProfile) {
  const { emailVerifiedAt, createdAt, ...rest } = profile;
  return { ...rest, emailVerified: emailVerifiedAt !== null, createdAt: createdAt.toISOString() };
}
