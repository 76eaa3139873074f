import { randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { newsletterSubscribers, outbox } from "../../drizzle/schema";
import type { Language } from "~/i18n";
import { type Actor, recordActivity } from "~/models/activity.server";
import { newsletterMail } from "~/models/mail-messages.server";
import { queueNewsletterConfirmation } from "~/models/outbox.server";
import { CONFIRM_WITHIN_DAYS, type NewsletterIssue } from "~/schemas/newsletter";
import { env } from "~/services/env.server";
import { daysAgo } from "~/services/clock.server";
import { getDb } from "~/services/db.server";

/** A new unsubscribe token: 32 random bytes, base64url (app/schemas/newsletter.ts checks the shape). */
function newToken() {
  return randomBytes(32).toString("base64url");
}

/**
 * Signs an address up, unconfirmed, and queues the mail whose link confirms it (double opt-in, issue 35), in
 * the language of the page it was given on. An address already confirmed gets nothing; one still unconfirmed
 * gets its link again (at most a few a day), a new one when the old has expired. The caller answers every case the same way, so the form tells no
 * one who is on the list, and nobody can be put on it without their mailbox.
 */
export async function subscribe(email: string, language: Language) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    // Any unique violation (lower(email)) is "already signed up"; a token collision is beyond belief.
    await tx.insert(newsletterSubscribers).values({ email, unsubscribeToken: newToken(), language }).onConflictDoNothing();
    // A sign-up whose link expired (the sender deletes those only hourly) starts again: a new link, and a new week.
    await tx
      .update(newsletterSubscribers)
      .set({ unsubscribeToken: newToken(), createdAt: sql`now()` })
      .where(and(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()), expired()));
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()))
      .for("update");
    if (!row || row.confirmedAt) return;
    await queueNewsletterConfirmation(tx, { email: row.email, token: row.unsubscribeToken, language });
  });
}

/** Confirms the sign-up the token belongs to (again: no change); false when it is no one's or has expired. */
export async function confirmSubscription(token: string) {
  const db = await getDb();
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
    .where(and(eq(newsletterSubscribers.unsubscribeToken, token), notExpired()))
    .returning({ id: newsletterSubscribers.id });
  return confirmed.length > 0;
}

/** Whether a confirmation link still works: its sign-up exists and is confirmed or young enough. */
export async function isConfirmableToken(token: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.unsubscribeToken, token), notExpired()))
    .limit(1);
  return row !== undefined;
}

// The read clock, not the database's now(), so that a test can let a week pass (decision 0076).
const expiry = () => daysAgo(CONFIRM_WITHIN_DAYS);
function notExpired() {
  return sql`(${isNotNull(newsletterSubscribers.confirmedAt)} or ${gt(newsletterSubscribers.createdAt, expiry())})`;
}
const expired = () => and(isNull(newsletterSubscribers.confirmedAt), lt(newsletterSubscribers.createdAt, expiry()));

/** Deletes sign-ups never confirmed within CONFIRM_WITHIN_DAYS (the sender runs it now and then); answers how many. */
export async function expireUnconfirmedSubscribers() {
  const db = await getDb();
  const deleted = await db.delete(newsletterSubscribers).where(expired()).returning({ id: newsletterSubscribers.id });
  return deleted.length;
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
  // Only confirmed addresses are subscribers.
  const [row] = await db.select({ value: count() }).from(newsletterSubscribers).where(isNotNull(newsletterSubscribers.confirmedAt));
  return row?.value ?? 0;
}

/** Every confirmed subscriber, newest first, for the admin's CSV. */
export async function listSubscribers() {
  const db = await getDb();
  return db
    .select({
      email: newsletterSubscribers.email,
      unsubscribeToken: newsletterSubscribers.unsubscribeToken,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.confirmedAt))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
}

// Rows per INSERT when a newsletter is queued (well under PostgreSQL's 65,535 parameters).
const QUEUE_BATCH = 500;

/** A subscriber's unsubscribe link, which is also the one-click URL (RFC 8058) of every newsletter they get. */
export function unsubscribeUrl(token: string, language: Language) {
  return `${env.PUBLIC_ORIGIN}/newsletter/unsubscribe?token=${token}${language === "ar" ? "&lng=ar" : ""}`;
}

/**
 * Queues an issue of the newsletter for every confirmed subscriber, in their language, with their
 * one-click unsubscribe link, and logs it as the admin's act (the activity log: its English subject and
 * how many it went to; the entry's id is the issue's first outbox row, 0 when nobody was subscribed); all or
 * none (one transaction). Answers how many were queued.
 */
export async function queueNewsletter(issue: NewsletterIssue, actor: Actor) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const subscribers = await tx
      .select({
        email: newsletterSubscribers.email,
        token: newsletterSubscribers.unsubscribeToken,
        language: newsletterSubscribers.language,
      })
      .from(newsletterSubscribers)
      .where(isNotNull(newsletterSubscribers.confirmedAt));
    let firstId = 0;
    for (let start = 0; start < subscribers.length; start += QUEUE_BATCH) {
      const rows = [];
      for (const subscriber of subscribers.slice(start, start + QUEUE_BATCH)) {
        const url = unsubscribeUrl(subscriber.token, subscriber.language);
        rows.push({
          kind: "newsletter" as const,
          recipient: subscriber.email,
          language: subscriber.language,
          listUnsubscribe: url,
          ...(await newsletterMail(issue, subscriber.language, url)),
        });
      }
      const [first] = await tx.insert(outbox).values(rows).returning({ id: outbox.id });
      firstId ||= first!.id;
    }
    await recordActivity(tx, {
      actor,
      entity: "newsletter",
      entityId: firstId,
      action: "create",
      fields: ["recipients"],
      changes: { recipients: { from: null, to: subscribers.length } },
      summary: issue.subjectEn,
    });
    return subscribers.length;
  });
}
