import { randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import { outbox, searchAlerts } from "../../drizzle/schema";
import type { Language } from "~/i18n";
import { canonicalDistricts, listDistrictChoices } from "~/models/districts.server";
import { type AlertForMail, alertConfirmationMail, alertDigestMail } from "~/models/mail-messages.server";
import { queueConfirmation } from "~/models/outbox.server";
import { listNewListings } from "~/models/properties.server";
import { alertSearchOf, DIGEST_LISTINGS, filtersOfSearch, MAX_ALERTS_PER_ADDRESS } from "~/schemas/alerts";
import type { PropertyFilters } from "~/schemas/filters";
import { CONFIRM_WITHIN_DAYS } from "~/schemas/newsletter";
import { daysAgo } from "~/services/clock.server";
import { getDb } from "~/services/db.server";
import { env } from "~/services/env.server";
import { translatorFor } from "~/services/i18n.server";
import { districtText } from "~/utils/district-names";
import { searchInWords } from "~/utils/filter-words";
import { pickLanguage } from "~/utils/localized";
import { listLandmarks } from "~/models/landmarks.server";

// Search alerts (issue 35, docs/decisions/0036-search-alerts.md): an address follows a search by email,
// confirms it by a link (double opt-in), and then gets a daily digest of the listings published or
// confirmed since the last one, found by the browse pages' own WHERE (listNewListings). Digests are
// rendered into the outbox, so the sender delivers them with everything else.

/** A digest at most once in this long per alert. */
export const DIGEST_EVERY_MS = 24 * 60 * 60_000;
// Alerts a digest round takes in one transaction (their rows stay locked until it commits).
const DIGEST_BATCH = 20;

function newToken() {
  return randomBytes(32).toString("base64url");
}

const withLanguage = (path: string, language: Language) => `${env.PUBLIC_ORIGIN}${path}${language === "ar" ? "&lng=ar" : ""}`;

/**
 * The districts and landmarks an alert's words may name. Read before a transaction begins, never inside
 * one: a read through the process's handle there waits for a second connection while the transaction
 * holds one (issue 48; app/services/database-calls.server.ts).
 */
async function readPlaceNames() {
  const [districts, landmarks] = await Promise.all([listDistrictChoices(), listLandmarks()]);
  return { districts, landmarks };
}

/** The links and words an alert's mails and pages show, in `language`. */
async function alertForMail(
  alert: { token: string; search: string },
  language: Language,
  { districts, landmarks }: Awaited<ReturnType<typeof readPlaceNames>>,
): Promise<AlertForMail & { districtName: (name: string) => string }> {
  const t = await translatorFor(language);
  const districtName = (name: string) =>
    districtText(districts.find((district) => district.name === name) ?? { name, nameAr: "" }, language).text;
  const filters = filtersOfSearch(alert.search);
  const landmarkName = (slug: string) => {
    const landmark = landmarks.find((known) => known.slug === slug);
    return landmark ? pickLanguage(landmark.name, landmark.nameAr, language).text : slug;
  };
  const search = alert.search ? `/?${alert.search}` : "/";
  return {
    searchWords: filters ? searchInWords(filters, t, language, { district: districtName, landmark: landmarkName }) : alert.search,
    searchUrl: `${env.PUBLIC_ORIGIN}${search}${language === "ar" ? `${alert.search ? "&" : "?"}lng=ar` : ""}`,
    confirmUrl: withLanguage(`/alerts/confirm?token=${alert.token}`, language),
    manageUrl: alertManageUrl(alert.token, language),
    districtName,
  };
}

/** An alert's manage page, which is also the one-click stop URL (RFC 8058) of every digest. */
export function alertManageUrl(token: string, language: Language) {
  return withLanguage(`/alerts/manage?token=${token}`, language);
}

/**
 * Follows a search for an address, unconfirmed, and queues the mail whose link confirms it, in the page's
 * language. The same search again is the same alert (its link is sent again, at most a few a day; a new link
 * when the old has expired); a confirmed one gets nothing; an address following MAX_ALERTS_PER_ADDRESS
 * searches gets no new one. The caller answers every case alike, so the form tells no one what an address
 * follows.
 */
export async function followSearch(email: string, filters: PropertyFilters, language: Language) {
  const places = await readPlaceNames();
  const search = alertSearchOf(canonicalDistricts(filters, places.districts));
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [followed] = await tx
      .select({ value: count() })
      .from(searchAlerts)
      .where(eq(sql`lower(${searchAlerts.email})`, email.toLowerCase()));
    if ((followed?.value ?? 0) < MAX_ALERTS_PER_ADDRESS) {
      await tx.insert(searchAlerts).values({ email, language, search, token: newToken() }).onConflictDoNothing();
    }
    // An alert whose link expired (the sender deletes those only hourly) starts again: a new link, and a new week.
    await tx
      .update(searchAlerts)
      .set({ token: newToken(), createdAt: sql`now()` })
      .where(and(eq(sql`lower(${searchAlerts.email})`, email.toLowerCase()), eq(searchAlerts.search, search), expired()));
    const [alert] = await tx
      .select()
      .from(searchAlerts)
      .where(and(eq(sql`lower(${searchAlerts.email})`, email.toLowerCase()), eq(searchAlerts.search, search)))
      .for("update");
    if (!alert || alert.confirmedAt) return;
    await queueConfirmation(tx, {
      kind: "alert_confirmation",
      recipient: alert.email,
      language,
      ...(await alertConfirmationMail(await alertForMail(alert, language, places), language)),
    });
  });
}

// The read clock, not the database's now(), so that a test can let a week pass (decision 0076).
const expiry = () => daysAgo(CONFIRM_WITHIN_DAYS);
const usable = () => sql`(${isNotNull(searchAlerts.confirmedAt)} or ${gt(searchAlerts.createdAt, expiry())})`;
const expired = () => and(isNull(searchAlerts.confirmedAt), lt(searchAlerts.createdAt, expiry()));

/**
 * The alert a link's token names, as its pages show it (the search in words, in `language`); null when it is
 * no one's, was stopped, or expired unconfirmed.
 */
export async function findAlert(token: string, language: Language) {
  const db = await getDb();
  const [alert] = await db
    .select()
    .from(searchAlerts)
    .where(and(eq(searchAlerts.token, token), usable()))
    .limit(1);
  if (!alert) return null;
  const { searchWords, searchUrl } = await alertForMail(alert, language, await readPlaceNames());
  // The search's page on this site, for the page's link (the mail's is absolute).
  return { token, confirmed: alert.confirmedAt !== null, searchWords, searchPath: searchUrl.slice(env.PUBLIC_ORIGIN.length) };
}

/**
 * Confirms the alert (again: no change); its digests count listings from now on. False when the token is no
 * one's or its alert expired unconfirmed.
 */
export async function confirmAlert(token: string) {
  const db = await getDb();
  const confirmed = await db
    .update(searchAlerts)
    .set({
      confirmedAt: sql`coalesce(${searchAlerts.confirmedAt}, now())`,
      lastDigestAt: sql`coalesce(${searchAlerts.lastDigestAt}, now())`,
    })
    .where(and(eq(searchAlerts.token, token), usable()))
    .returning({ id: searchAlerts.id });
  return confirmed.length > 0;
}

/** Stops (deletes) the alert the token belongs to: true when there was one. */
export async function stopAlert(token: string) {
  const db = await getDb();
  const deleted = await db.delete(searchAlerts).where(eq(searchAlerts.token, token)).returning({ id: searchAlerts.id });
  return deleted.length > 0;
}

/** Deletes alerts never confirmed within CONFIRM_WITHIN_DAYS (the sender's housekeeping); answers how many. */
export async function expireUnconfirmedAlerts() {
  const db = await getDb();
  const deleted = await db.delete(searchAlerts).where(expired()).returning({ id: searchAlerts.id });
  return deleted.length;
}

/**
 * One round of digests at `now` (the sender's clock; tests pass their own): every confirmed alert whose last
 * digest is DIGEST_EVERY_MS old gets the listings new since then, if there are any, queued in the outbox,
 * and its last digest moved to `now`. Alerts are claimed with FOR UPDATE SKIP LOCKED and moved in the same
 * transaction as their mail is queued, so with several processes each alert is mailed once, and a crash
 * leaves it due with nothing queued. Answers how many digests were queued.
 */
export async function queueAlertDigests(now = new Date()) {
  const places = await readPlaceNames();
  const db = await getDb();
  const dueBefore = new Date(now.getTime() - DIGEST_EVERY_MS);
  let queued = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(searchAlerts)
        .where(and(isNotNull(searchAlerts.confirmedAt), lte(searchAlerts.lastDigestAt, dueBefore)))
        .orderBy(asc(searchAlerts.lastDigestAt))
        .limit(DIGEST_BATCH)
        .for("update", { skipLocked: true });
      for (const alert of due) {
        const filters = filtersOfSearch(alert.search);
        const news = filters
          ? await listNewListings(tx, filters, { since: alert.lastDigestAt!, until: now, limit: DIGEST_LISTINGS })
          : { listings: [], total: 0 };
        if (news.total > 0) {
          const mail = await alertForMail(alert, alert.language, places);
          await tx.insert(outbox).values({
            kind: "alert_digest",
            recipient: alert.email,
            language: alert.language,
            listUnsubscribe: mail.manageUrl,
            ...(await alertDigestMail(mail, news, mail.districtName, alert.language)),
          });
          queued += 1;
        }
        await tx.update(searchAlerts).set({ lastDigestAt: now }).where(eq(searchAlerts.id, alert.id));
      }
      return due.length;
    });
    if (claimed < DIGEST_BATCH) return queued;
  }
}
