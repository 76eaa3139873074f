import { contactMessages } from "../../drizzle/schema";
import type { ContactInput } from "~/schemas/contact";
import { getDb } from "~/services/db.server";

export async function saveContactMessage(input: ContactInput) {
  const db = await getDb();
  const [saved] = await db
    .insert(contactMessages)
    .values({ ...input, phone: input.phone ?? null })
    .returning({ id: contactMessages.id });
  return saved!;
}
