import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { inquiries, properties } from "../../drizzle/schema";
import type { InquiryInput } from "~/schemas/inquiry";
import type { InquiryFilters, InquiryUpdate } from "~/schemas/inquiry-desk";
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from "~/services/db-errors.server";
import { getDb } from "~/services/db.server";
import { riyadhDayStart } from "~/utils/format";
import { containing } from "~/utils/like-pattern";

/** Stores an inquiry; null when the property does not exist (checked by the database, not a race-prone read). */
export async function createInquiry(propertyId: number, input: InquiryInput) {
  const db = await getDb();
  try {
    const [saved] = await db
      .insert(inquiries)
      .values({ propertyId, ...input })
      .returning();
    return saved!;
  } catch (error) {
    if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

function inquiryWhere(filters: InquiryFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.kind === undefined ? undefined : eq(inquiries.kind, filters.kind),
    filters.status === undefined ? undefined : eq(inquiries.status, filters.status),
    filters.propertyId === undefined ? undefined : eq(inquiries.propertyId, filters.propertyId),
    filters.from === undefined ? undefined : gte(inquiries.createdAt, riyadhDayStart(filters.from)),
    filters.to === undefined ? undefined : lt(inquiries.createdAt, new Date(riyadhDayStart(filters.to).getTime() + DAY_MS)),
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
  propertyTitle: properties.title,
  propertyTitleAr: properties.titleAr,
  subject: inquiries.subject,
  message: inquiries.message,
  createdAt: inquiries.createdAt,
  status: inquiries.status,
  note: inquiries.note,
  statusChangedAt: inquiries.statusChangedAt,
};

/**
 * One page of the inbox a filter finds, newest first: listing inquiries with their property's title in both
 * languages, and general messages from the contact page (dashboard, admin API, CSV).
 */
export async function listInquiries({ limit, offset, ...filters }: InquiryFilters & { limit: number; offset: number }) {
  const db = await getDb();
  return db
    .select(inquiryColumns)
    .from(inquiries)
    .leftJoin(properties, eq(properties.id, inquiries.propertyId))
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

/** One inquiry with its property's titles; null when there is none with this id. */
export async function getInquiry(id: number) {
  const db = await getDb();
  const [row] = await db
    .select(inquiryColumns)
    .from(inquiries)
    .leftJoin(properties, eq(properties.id, inquiries.propertyId))
    .where(eq(inquiries.id, id));
  return row ?? null;
}

/**
 * Moves an inquiry along the pipeline and/or replaces its note; `statusChangedAt` moves only when the
 * status really changes. Returns the inquiry as it is now, or null when there is none with this id.
 */
export async function updateInquiry(id: number, change: InquiryUpdate) {
  const db = await getDb();
  const [saved] = await db
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
    .returning({ id: inquiries.id });
  return saved ? getInquiry(saved.id) : null;
}
