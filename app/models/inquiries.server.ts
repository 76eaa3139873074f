import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { inquiries, properties } from "../../drizzle/schema";
import type { InquiryInput } from "~/schemas/inquiry";
import type { InquiryFilters, InquiryUpdate } from "~/schemas/inquiry-desk";
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from "~/services/db-errors.server";
import { type Actor, changedFields, recordActivity } from "~/models/activity.server";
import { withinRiyadhDays } from "~/models/riyadh-days.server";
import { getDb } from "~/services/db.server";
import { containing } from "~/utils/like-pattern";

/**
 * Stores an inquiry with the listing's titles as they are now (what the visitor asked about); null when the
 * listing does not exist. A listing deleted between the read and the insert is caught by the foreign key.
 */
export async function createInquiry(propertyId: number, input: InquiryInput) {
  const db = await getDb();
  try {
    const [listing] = await db
      .select({ title: properties.title, titleAr: properties.titleAr })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .limit(1);
    if (!listing) return null;
    const [saved] = await db
      .insert(inquiries)
      .values({ propertyId, propertyTitle: listing.title, propertyTitleAr: listing.titleAr, ...input })
      .returning();
    return saved!;
  } catch (error) {
    if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
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
  note: inquiries.note,
  statusChangedAt: inquiries.statusChangedAt,
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

/** One inquiry with its listing's titles; null when there is none with this id. */
export async function getInquiry(id: number) {
  const db = await getDb();
  const [row] = await db.select(inquiryColumns).from(inquiries).where(eq(inquiries.id, id));
  return row ?? null;
}

/**
 * Moves an inquiry along the pipeline and/or replaces its note; `statusChangedAt` moves only when the
 * status really changes. Returns the inquiry as it is now, or null when there is none with this id.
 * Records an "update" naming `status` and/or `note` when they changed (nothing changed: no entry).
 */
export async function updateInquiry(actor: Actor, id: number, change: InquiryUpdate) {
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: inquiries.status, note: inquiries.note })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for("update");
    if (!before) return null;
    const [after] = await tx
      .update(inquiries)
      .set({
        ...(change.note === undefined ? {} : { note: change.note }),
        ...(change.status === undefined
          ? {}
          : {
              status: change.status,
              statusChangedAt: sql`CASE WHEN ${inquiries.status} = ${change.status} THEN ${inquiries.statusChangedAt} ELSE now() END`,
            }),
      })
      .where(eq(inquiries.id, id))
      .returning({ id: inquiries.id, name: inquiries.name, status: inquiries.status, note: inquiries.note });
    const fields = changedFields(before, after!, ["status", "note"]);
    if (fields.length > 0) {
      await recordActivity(tx, { actor, entity: "inquiry", entityId: id, action: "update", fields, summary: after!.name });
    }
    return after!;
  });
  return saved ? getInquiry(saved.id) : null;
}
