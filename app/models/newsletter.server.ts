import { randomBytes } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import { newsletterSubscribers } from "../../drizzle/schema";
import { getDb } from "~/services/db.server";

/** A new unsubscribe token: 32 random bytes, base64url (app/schemas/newsletter.ts checks the shape). */
function newToken() {
  return randomBytes(32).toString("base64url");
}

/**
 * Subscribes an address. An address already there (in any capitals) is left as it is: the caller
 * answers both the same way, so the form cannot tell anyone who subscribed.
 */
export async function subscribe(email: string) {
  const db = await getDb();
  // Any unique violation (lower(email)) is "already subscribed"; a token collision is beyond belief.
  await db.insert(newsletterSubscribers).values({ email, unsubscribeToken: newToken() }).onConflictDoNothing();
}

/** Whether an unsubscribe token belongs to a subscriber (the confirm page shows its button only then). */
export async function isSubscribedToken(token: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  return row !== undefined;
}

/** Deletes the subscriber the token belongs to: true when there was one. */
export async function unsubscribe(token: string) {
  const db = await getDb();
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return deleted.length > 0;
}

export async function countSubscribers() {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(newsletterSubscribers);
  return row?.value ?? 0;
}

/** Every subscriber, newest first, for the admin's CSV. */
export async function listSubscribers() {
  const db = await getDb();
  return db
    .select({
      email: newsletterSubscribers.email,
      unsubscribeToken: newsletterSubscribers.unsubscribeToken,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
}
