import { inArray } from "drizzle-orm";
import { properties } from "../../drizzle/schema";
import { createAdvertiser } from "~/models/advertisers.server";
import { startAdvertiserSession } from "~/services/auth.server";
import type { DatabaseHandle } from "~/services/db.server";

/**
 * A new owner's account named after `email` (verified unless told otherwise), owning the listings of `owns` if
 * given, and the Cookie header of a session of theirs, as the integration tests of issue 51 set each up.
 */
export async function signedInAdvertiser(
  email: string,
  { verified = true, owns }: { verified?: boolean; owns?: { handle: DatabaseHandle; listings: number[] } } = {},
) {
  const { id } = await createAdvertiser({
    email,
    password: "advertiser password 1",
    type: "owner",
    name: `Owner ${email}`,
    nameAr: "مالك",
    language: "en",
    emailVerifiedAt: verified ? new Date() : null,
  });
  if (owns?.listings.length) {
    await owns.handle.db.update(properties).set({ advertiserId: id }).where(inArray(properties.id, owns.listings));
  }
  return { id, cookie: (await startAdvertiserSession({ id })).split(";")[0]! };
}
