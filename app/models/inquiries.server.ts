import { count, desc, eq } from "drizzle-orm";
import { inquiries, properties } from "../../drizzle/schema";
import type { InquiryInput } from "~/schemas/inquiry";
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from "~/services/db-errors.server";
import { getDb } from "~/services/db.server";

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

/** One page of inquiries, newest first, with its property's title in both languages (for the dashboard and the admin API). */
export async function listInquiries({ limit, offset }: { limit: number; offset: number }) {
  const db = await getDb();
  return db
    .select({
      id: inquiries.id,
      name: inquiries.name,
      email: inquiries.email,
      phone: inquiries.phone,
      propertyId: inquiries.propertyId,
      propertyTitle: properties.title,
      propertyTitleAr: properties.titleAr,
      message: inquiries.message,
      createdAt: inquiries.createdAt,
    })
    .from(inquiries)
    .leftJoin(properties, eq(properties.id, inquiries.propertyId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit)
    .offset(offset);
}

export async function countInquiries() {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(inquiries);
  return row?.value ?? 0;
}
