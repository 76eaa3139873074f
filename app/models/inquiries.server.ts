import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { type ActivityChanges, advertisers, inquiries, inquiryNotes, properties } from "../../drizzle/schema";
import type { Language } from "~/i18n";
import type { InquiryInput } from "~/schemas/inquiry";
import type { InquiryFilters, InquiryUpdate } from "~/schemas/inquiry-desk";
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from "~/services/db-errors.server";
import { actorOf, ownLeads, ownNotes, type Viewer } from "~/models/access.server";
import { recordActivity } from "~/models/activity.server";
import { queueInquiryMails } from "~/models/outbox.server";
import { withinRiyadhDays } from "~/models/riyadh-days.server";
import { type Database, getDb, type Transaction } from "~/services/db.server";
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

function inquiryWhere(viewer: Viewer, filters: InquiryFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    ownLeads(viewer),
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

/** The newest of an inquiry's notes on the viewer's side (`ownNotes`): one row or none. */
function newestNoteOf(db: Database | Transaction, viewer: Viewer, inquiryId: number | typeof inquiries.id) {
  return db
    .select({ body: inquiryNotes.body })
    .from(inquiryNotes)
    .where(and(eq(inquiryNotes.inquiryId, inquiryId), ownNotes(viewer)))
    .orderBy(desc(inquiryNotes.createdAt), desc(inquiryNotes.id))
    .limit(1);
}

/** An inquiry's columns as the viewer reads them. */
const inquiryColumns = (db: Database, viewer: Viewer) => ({
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
  // A subquery drizzle writes itself: its columns keep their table's name inside the select list.
  note: sql<string>`coalesce((${newestNoteOf(db, viewer, inquiries.id)}), '')`,
  statusChangedAt: inquiries.statusChangedAt,
  language: inquiries.language,
});

/**
 * One page of the inbox a filter finds, newest first: listing inquiries with their listing's title in both
 * languages, and general messages from the contact page (dashboard, admin API, CSV). An advertiser's is
 * their own leads only (`ownLeads`: their lead desk, its CSV).
 */
export async function listInquiries(viewer: Viewer, { limit, offset, ...filters }: InquiryFilters & { limit: number; offset: number }) {
  const db = await getDb();
  return db
    .select(inquiryColumns(db, viewer))
    .from(inquiries)
    .where(inquiryWhere(viewer, filters))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit)
    .offset(offset);
}
export type InquiryRow = Awaited<ReturnType<typeof listInquiries>>[number];

/** How many of the viewer's inquiries a filter finds (all of them without one). */
export async function countInquiries(viewer: Viewer, filters: InquiryFilters = {}) {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(inquiries).where(inquiryWhere(viewer, filters));
  return row?.value ?? 0;
}

/** Whether there is an inquiry with this id that the viewer may see: one indexed read, before a write takes its input. */
export async function canSeeInquiry(viewer: Viewer, id: number) {
  const db = await getDb();
  const [row] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.id, id), ownLeads(viewer)));
  return row !== undefined;
}

/**
 * One inquiry with its listing's titles and every note of the viewer's side, newest first; null when there is
 * none with this id that the viewer may see (another advertiser's reads as one that does not exist).
 */
export async function getInquiry(viewer: Viewer, id: number) {
  const db = await getDb();
  const [row] = await db
    .select(inquiryColumns(db, viewer))
    .from(inquiries)
    .where(and(eq(inquiries.id, id), ownLeads(viewer)));
  if (!row) return null;
  const notes = await db
    .select({ id: inquiryNotes.id, body: inquiryNotes.body, adminUsername: inquiryNotes.adminUsername, createdAt: inquiryNotes.createdAt })
    .from(inquiryNotes)
    .where(and(eq(inquiryNotes.inquiryId, id), ownNotes(viewer)))
    .orderBy(desc(inquiryNotes.createdAt), desc(inquiryNotes.id));
  return { ...row, notes };
}

/**
 * Moves an inquiry along the pipeline and/or adds a note (notes are never overwritten: each keeps its
 * writer, an admin or the advertiser, and time); `statusChangedAt` moves only when the status really
 * changes. Returns the inquiry as it is now, or null when there is none with this id that the viewer may
 * see. Records an "update" by the viewer naming `status` when it changed and `note` when one was added
 * (nothing changed: no entry).
 */
export async function updateInquiry(viewer: Viewer, id: number, change: InquiryUpdate) {
  const db = await getDb();
  const actor = actorOf(viewer);
  const found = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: inquiries.status, name: inquiries.name })
      .from(inquiries)
      .where(and(eq(inquiries.id, id), ownLeads(viewer)))
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
    if (change.note && change.note !== (await newestNoteOf(tx, viewer, id))[0]?.body) {
      await tx.insert(inquiryNotes).values({
        inquiryId: id,
        adminId: actor.id,
        advertiserId: actor.advertiserId ?? null,
        adminUsername: actor.username,
        body: change.note,
      });
      fields.push("note");
      changes.note = { from: null, to: change.note };
    }
    if (fields.length > 0)
      await recordActivity(tx, { actor, entity: "inquiry", entityId: id, action: "update", fields, changes, summary: before.name });
    return true;
  });
  return found ? getInquiry(viewer, id) : null;
}
