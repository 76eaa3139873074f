import { and, count, desc, eq, gt, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import { adminUsers, outbox } from "../../drizzle/schema";
import type { Language } from "~/i18n";
import {
  type InquiryForMail,
  newsletterConfirmationMail,
  notificationMail,
  receiptMail,
  reviewOutcomeMail,
} from "~/models/mail-messages.server";
import { getDb, type Transaction } from "~/services/db.server";
import { env } from "~/services/env.server";

// The outbox (issue 35, docs/decisions/0029-outbox.md). Mail is queued in the transaction of what causes it,
// so an inquiry and its mails are committed together or not at all; the sender (services/mail-sender.server.ts)
// delivers them later, with retries, so a mail server that is down loses nothing and slows no form.

/**
 * At most this many receipts (and as many newsletter confirmations) go to one address in 24 hours: the forms
 * cannot be used to flood someone's inbox.
 */
export const RECEIPTS_PER_DAY = 3;

/**
 * Queues the mails a new inquiry or contact message causes, inside its transaction: a notification to every
 * admin who has an address and wants them (in the admin's language), one to the advertiser whose listing it is, and a receipt to the visitor (in the
 * language of the page they wrote from) unless the address already had RECEIPTS_PER_DAY today.
 */
export async function queueInquiryMails(
  tx: Transaction,
  inquiry: InquiryForMail,
  language: Language,
  /** The advertiser whose listing it is (issue 51): told too, in their language, under the same hourly cap. */
  advertiser?: { email: string; name: string; language: Language } | null,
) {
  const admins = await tx
    .select({ email: adminUsers.email, username: adminUsers.username, language: adminUsers.language })
    .from(adminUsers)
    .where(and(eq(adminUsers.notifyInquiries, true), isNotNull(adminUsers.email)));
  const rows: (typeof outbox.$inferInsert)[] = [];
  // At most NOTIFICATIONS_PER_HOUR (default 10) to one admin address in an hour: a burst of inquiries (a
  // campaign, a bot past the honeypot) cannot flood an admin's inbox. The last one within the cap says so;
  // the inquiries past it are in the dashboard's inbox, as every inquiry is.
  const cap = env.NOTIFICATIONS_PER_HOUR;
  for (const admin of admins) {
    const sent = await sentWithin(tx, admin.email!, "inquiry_notification", "1 hour");
    if (sent >= cap) continue;
    rows.push({
      kind: "inquiry_notification",
      recipient: admin.email!,
      recipientName: admin.username,
      // Answering the notification answers the visitor.
      replyTo: inquiry.email,
      replyToName: inquiry.name,
      language: admin.language,
      inquiryId: inquiry.id,
      ...(await notificationMail(inquiry, admin.language, sent === cap - 1 ? { lastOfCap: cap } : {})),
    });
  }
  if (advertiser) {
    const sent = await sentWithin(tx, advertiser.email, "advertiser_inquiry", "1 hour");
    if (sent < cap) {
      rows.push({
        kind: "advertiser_inquiry",
        recipient: advertiser.email,
        recipientName: advertiser.name,
        replyTo: inquiry.email,
        replyToName: inquiry.name,
        language: advertiser.language,
        inquiryId: inquiry.id,
        ...(await notificationMail(inquiry, advertiser.language, { toAdvertiser: true, ...(sent === cap - 1 ? { lastOfCap: cap } : {}) })),
      });
    }
  }
  if ((await sentToday(tx, inquiry.email, "receipt")) < RECEIPTS_PER_DAY) {
    rows.push({
      kind: "receipt",
      recipient: inquiry.email,
      recipientName: inquiry.name,
      language,
      inquiryId: inquiry.id,
      ...(await receiptMail(inquiry, language)),
    });
  }
  if (rows.length > 0) await tx.insert(outbox).values(rows);
  return rows.length;
}

/**
 * Queues the mail whose link confirms a newsletter sign-up, unless the address already had RECEIPTS_PER_DAY
 * of them today (someone typing another person's address again and again).
 */
export async function queueNewsletterConfirmation(
  tx: Transaction,
  { email, token, language }: { email: string; token: string; language: Language },
) {
  await queueConfirmation(tx, {
    kind: "newsletter_confirmation",
    recipient: email,
    language,
    ...(await newsletterConfirmationMail(token, language)),
  });
}

/**
 * Queues a confirmation mail (a newsletter sign-up's, a search alert's, an advertiser's account link or note)
 * unless its address already had RECEIPTS_PER_DAY of that kind in the last 24 hours: the public forms cannot
 * flood someone's inbox. Whether it was queued.
 */
export async function queueConfirmation(
  tx: Transaction,
  mail: typeof outbox.$inferInsert & {
    kind: "newsletter_confirmation" | "alert_confirmation" | "account_verification" | "password_reset";
  },
) {
  if ((await sentToday(tx, mail.recipient, mail.kind)) >= RECEIPTS_PER_DAY) return false;
  await tx.insert(outbox).values(mail);
  return true;
}

/** Queues the mail telling an advertiser how their listing's review went, in their language (issue 51). */
export async function queueReviewOutcome(
  tx: Transaction,
  {
    advertiser,
    listing,
    approved,
    reason,
  }: {
    advertiser: { email: string; name: string; nameAr: string; language: Language };
    listing: { id: number; title: string; titleAr: string };
    approved: boolean;
    reason: string;
  },
) {
  await tx.insert(outbox).values({
    kind: "review_outcome",
    recipient: advertiser.email,
    recipientName: (advertiser.language === "ar" && advertiser.nameAr) || advertiser.name || advertiser.nameAr,
    language: advertiser.language,
    ...(await reviewOutcomeMail(listing, { approved, reason }, advertiser.language)),
  });
}

function sentToday(tx: Transaction, email: string, kind: ClaimedMail["kind"]) {
  return sentWithin(tx, email, kind, "1 day");
}

async function sentWithin(tx: Transaction, email: string, kind: ClaimedMail["kind"], within: "1 day" | "1 hour") {
  const [row] = await tx
    .select({ value: count() })
    .from(outbox)
    .where(
      and(
        eq(sql`lower(${outbox.recipient})`, email.toLowerCase()),
        eq(outbox.kind, kind),
        gt(outbox.createdAt, sql`now() - ${within}::interval`),
      ),
    );
  return row?.value ?? 0;
}

/** What a sender holds while it delivers a message. */
export type ClaimedMail = typeof outbox.$inferSelect;

/**
 * Takes up to `limit` messages that are due: queued ones whose time has come, and ones a process claimed
 * and never finished (it was killed) once their claim ran out. Rows another process is claiming at this
 * moment are skipped (FOR UPDATE SKIP LOCKED), and a claimed row is "sending" until `claimMs` from now, so
 * no two senders hold one message.
 */
export async function claimDueMail(limit: number, claimMs: number): Promise<ClaimedMail[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, "queued"), lte(outbox.nextAttemptAt, sql`now()`)),
          and(eq(outbox.status, "sending"), lt(outbox.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(outbox.nextAttemptAt, outbox.id)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({
        status: "sending",
        attempts: sql`${outbox.attempts} + 1`,
        claimedUntil: sql`now() + make_interval(secs => ${claimMs / 1000}::double precision)`,
      })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** The server took the message. */
export async function markSent(id: number, messageId: string) {
  const db = await getDb();
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: sql`now()`, claimedUntil: null, messageId, lastError: "" })
    .where(and(eq(outbox.id, id), eq(outbox.status, "sending")));
}

/** Not sent this time: tried again after `delayMs`, or given up (`failed`) when `giveUp`. */
export async function markNotSent(id: number, error: string, next: { giveUp: boolean; delayMs: number }) {
  const db = await getDb();
  await db
    .update(outbox)
    .set({
      status: next.giveUp ? "failed" : "queued",
      claimedUntil: null,
      lastError: error.slice(0, 300),
      nextAttemptAt: sql`now() + make_interval(secs => ${next.delayMs / 1000}::double precision)`,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, "sending")));
}

/** Messages claimed but not tried, handed back at shutdown for another sender (the attempt is not counted). */
export async function releaseClaimed(ids: number[]) {
  if (ids.length === 0) return;
  const db = await getDb();
  await db
    .update(outbox)
    .set({ status: "queued", claimedUntil: null, attempts: sql`greatest(${outbox.attempts} - 1, 0)` })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, "sending")));
}

export const OUTBOX_PAGE_SIZE = 50;

/** One page of the outbox, newest first, for the admin's tab (without the bodies, which the tab opens one by one). */
export async function listOutbox({ limit, offset }: { limit: number; offset: number }) {
  const db = await getDb();
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      recipient: outbox.recipient,
      language: outbox.language,
      subject: outbox.subject,
      textBody: outbox.textBody,
      inquiryId: outbox.inquiryId,
      status: outbox.status,
      attempts: outbox.attempts,
      nextAttemptAt: outbox.nextAttemptAt,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit)
    .offset(offset);
}
export type OutboxRow = Awaited<ReturnType<typeof listOutbox>>[number];

/** How many messages are in each state (the tab's summary). */
export async function countOutbox() {
  const db = await getDb();
  const rows = await db.select({ status: outbox.status, value: count() }).from(outbox).groupBy(outbox.status);
  const counts = { queued: 0, sending: 0, sent: 0, failed: 0, total: 0 };
  for (const row of rows) {
    counts[row.status] = row.value;
    counts.total += row.value;
  }
  return counts;
}

/** The signed-in admin's mail settings. */
export async function getMailSettings(adminId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ email: adminUsers.email, notifyInquiries: adminUsers.notifyInquiries, language: adminUsers.language })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  return row ?? null;
}

export async function saveMailSettings(adminId: number, settings: { email: string | null; notifyInquiries: boolean; language: Language }) {
  const db = await getDb();
  await db.update(adminUsers).set(settings).where(eq(adminUsers.id, adminId));
}
