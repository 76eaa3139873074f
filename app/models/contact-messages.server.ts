import { inquiries } from "../../drizzle/schema";
import type { Language } from "~/i18n";
import { queueInquiryMails } from "~/models/outbox.server";
import type { ContactInput } from "~/schemas/contact";
import { getDb } from "~/services/db.server";

/**
 * A message from the contact page joins the admin's inbox as a general inquiry (no listing), in the visitor's
 * language, with its notifications and receipt queued in the same transaction (issue 35).
 */
export async function saveContactMessage({ firstName, lastName, email, phone, subject, message }: ContactInput, language: Language) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(inquiries)
      .values({
        kind: "general",
        propertyId: null,
        name: `${firstName} ${lastName}`,
        email,
        phone: phone ?? "",
        subject,
        message,
        language,
      })
      .returning();
    await queueInquiryMails(tx, saved!, language);
    return { id: saved!.id };
  });
}
