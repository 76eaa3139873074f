import { inquiries } from "../../drizzle/schema";
import type { Language } from "~/i18n";
import type { ContactInput } from "~/schemas/contact";
import { getDb } from "~/services/db.server";

/** A message from the contact page joins the admin's inbox as a general inquiry (no listing), in the visitor's language. */
export async function saveContactMessage({ firstName, lastName, email, phone, subject, message }: ContactInput, language: Language) {
  const db = await getDb();
  const [saved] = await db
    .insert(inquiries)
    .values({ kind: "general", propertyId: null, name: `${firstName} ${lastName}`, email, phone: phone ?? "", subject, message, language })
    .returning({ id: inquiries.id });
  return saved!;
}
