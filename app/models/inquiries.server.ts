import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { type ActivityChanges, advertisers, inquiries, inquiryNotes, properties } from "../../drizzle/schema";
import type { Language } from "~/i18n";
import type { InquiryInput } from "~/schemas/inquiry";
import type { InquiryFilters, InquiryUpdate } from "~/schemas/inquiry-desk";
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from "~/services/db-errors.server";
import { ownListings } from "~/models/access.server";
import { type Actor, recordActivity } from "~/models/activity.server";
import type { SessionAdvertiser } from "~/models/sessions.server";
import { queueInquiryMails } from "~/models/outbox.server";
import { withinRiyadhDays } from "~/models/riyadh-days.server";
import { getDb, type Transaction } from "~/services/db.server";
import { containing } from "~/utils/like-pattern";

/**
 * Stores an inquiry with the listing's titles as they are now (what the visitor asked about); null when the
 * listing does not exist. A listing deleted between the read and the insert is caught by the foreign key.
 * Its notifications and the visitor's receipt are queued in the same transaction.
 */
export async function createInquiry(propertyId: number, input: InquiryInput, language: Language) {
  const db = await getDb();
  try {
    const [listing] = await db
      .select({
        title: properties.title,
        titleAr: properties.titleAr,
        advertiser: { email: advertisers.email, name: advertisers.name, nameAr: advertisers.nameAr, language: advertisers.language },
      })
      .from(properties)
      .leftJoin(advertisers, and(eq(advertisers.id, properties.advertiserId), eq(advertisers.status, "active")))
      .where(eq(properties.id, propertyId))
      .limit(1);
    if (!listing) return null;
    // The inquiry and its mails are one transaction: neither exists without the other (issue 35).
    return await db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(inquiries)
        .values({ propertyId, propertyTitle: listing.title, propertyTitleAr: listing.titleAr, language, ...input })
        .returning();
      const { advertiser } = listing;
      const owner = advertiser && { ...advertiser, name: (advertiser.language === "ar" && advertiser.nameAr) || advertiser.name };
      await queueInquiryMails(tx, saved!, language, owner);
      return saved!;
    });
  } catch (error) {
    if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
}

/** The most leads an advertiser's desk shows at once, newest first. */
export const OWN_LEADS_SHOWN = 200;

/**
 * The leads on an advertiser's own listings (issue 51), newest first: only inquiries whose listing is theirs
 * (`ownListings`), never a contact message or another advertiser's.
 */
export async function listOwnLeads(advertiser: SessionAdvertiser) {
  const db = await getDb();
  return db
    .select({
      id: inquiries.id,
      propertyId: inquiries.propertyId,
      propertyTitle: inquiries.propertyTitle,
      propertyTitleAr: inquiries.propertyTitleAr,
      name: inquiries.name,
      email: inquiries.email,
      phone: inquiries.phone,
      message: inquiries.message,
      status: inquiries.status,
      createdAt: inquiries.createdAt,
    })
    .from(inquiries)
    .innerJoin(properties, eq(properties.id, inquiries.propertyId))
    .where(ownListings(advertiser))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(OWN_LEADS_SHOWN);
}

function inquiryWhere(filters: InquiryFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.kind === undefined ? undefined : eq(inquiries.kind, filters.kind),
    filters.status === undefined ? undefined : eq(inquiries.status, filters.status),
    filters.propertyId === undefined ? undefined : eq(inquiries.propertyId, filters.propertyId),
    withinRiyadhDays(inquiries.createdAt, filters.from, filters.to),
  ];
  if (filters.q) {
    const pattern = containing(filters.q);
    // A phone number is found however it was spaced: "0507654321" finds "050 765 4321".
    const digits = /^[\d\s()+-]+$/.test(filters.q) ? filters.q.replace(/[^0-9+]/g, "") : "";
    conditions.push(
      or(
        ilike(inquiries.name, pattern),
        ilike(inquiries.email, pattern),
        ilike(inquiries.phone, pattern),
        digits === "" ? undefined : ilike(sql`regexp_replace(${inquiries.phone}, '[^0-9+]', '', 'g')`, containing(digits)),
      ),
    );
  }
  return and(...conditions);
}

const inquiryColumns = {
  id: inquiries.id,
  kind: inquiries.kind,
  name: inquiries.name,
  email: inquiries.email,
  phone: inquiries.phone,
  propertyId: inquiries.propertyId,
  // The titles the listing had when the inquiry was sent: kept whatever the listing becomes.
  propertyTitle: inquiries.propertyTitle,
  propertyTitleAr: inquiries.propertyTitleAr,
  subject: inquiries.subject,
  message: inquiries.message,
  createdAt: inquiries.createdAt,
  status: inquiries.status,
  // The newest note ("" for none): the list's, the API's and the CSV's column. The inquiry's page shows them all.
  note: sql<string>`coalesce((
    select n.body from inquiry_notes n where n.inquiry_id = "inquiries"."id" order by n.created_at desc, n.id desc limit 1
  ), '')`,
  statusChangedAt: inquiries.statusChangedAt,
  language: inquiries.language,
};

/**
 * One page of the inbox a filter finds, newest first: listing inquiries with their listing's title in both
 * languages, and general messages from the contact page (dashboard, admin API, CSV).
 */
export async function listInquiries({ limit, offset, ...filters }: InquiryFilters & { limit: number; offset: number }) {
  const db = await getDb();
  return db
    .select(inquiryColumns)
    .from(inquiries)
    .where(inquiryWhere(filters))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit)
    .offset(offset);
}
export type InquiryRow = Awaited<ReturnType<typeof listInquiries>>[number];

/** How many inquiries a filter finds (all of them without one). */
export async function countInquiries(filters: InquiryFilters = {}) {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(inquiries).where(inquiryWhere(filters));
  return row?.value ?? 0;
}

/** One inquiry with its listing's titles and every note, newest first; null when there is none with this id. */
export async function getInquiry(id: number) {
  const db = await getDb();
  const [row] = await db.select(inquiryColumns).from(inquiries).where(eq(inquiries.id, id));
  if (!row) return null;
  const notes = await db
    .select({ id: inquiryNotes.id, body: inquiryNotes.body, adminUsername: inquiryNotes.adminUsername, createdAt: inquiryNotes.createdAt })
    .from(inquiryNotes)
    .where(eq(inquiryNotes.inquiryId, id))
    .orderBy(desc(inquiryNotes.createdAt), desc(inquiryNotes.id));
  return { ...row, notes };
}

async function newestNote(tx: Transaction, inquiryId: number) {
  const [row] = await tx
    .select({ body: inquiryNotes.body })
    .from(inquiryNotes)
    .where(eq(inquiryNotes.inquiryId, inquiryId))
    .orderBy(desc(inquiryNotes.createdAt), desc(inquiryNotes.id))
    .limit(1);
  return row?.body;
}

/**
 * Moves an inquiry along the pipeline and/or adds a note (notes are never overwritten: each keeps its
 * admin and time); `statusChangedAt` moves only when the status really changes. Returns the inquiry as it
 * is now, or null when there is none with this id. Records an "update" naming `status` when it changed
 * and `note` when one was added (nothing changed: no entry).
 */
export async function updateInquiry(actor: Actor, id: number, change: InquiryUpdate) {
  const db = await getDb();
  const found = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: inquiries.status, name: inquiries.name })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for("update");
    if (!before) return false;
    const fields: string[] = [];
    const changes: ActivityChanges = {};
    if (change.status !== undefined && change.status !== before.status) {
      await tx
        .update(inquiries)
        .set({ status: change.status, statusChangedAt: sql`now()` })
        .where(eq(inquiries.id, id));
      fields.push("status");
      changes.status = { from: before.status, to: change.status };
    }
    // The same note as the newest one is a form sent twice (a double click, a resend), not a new note.
    if (change.note && change.note !== (await newestNote(tx, id))) {
      await tx.insert(inquiryNotes).values({ inquiryId: id, adminId: actor.id, adminUsername: actor.username, body: change.note });
      fields.push("note");
      changes.note = { from: null, to: change.note };
    }
    if (fields.length > 0)
      await recordActivity(tx, { actor, entity: "inquiry", entityId: id, action: "update", fields, changes, summary: before.name });
    return true;
  });
  return found ? getInquiry(id) : null;
}
