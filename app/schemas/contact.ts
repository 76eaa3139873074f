import { z } from "zod";
import { phoneText } from "./phone";
import { EMAIL, multiLineText, oneLineText } from "./text";

// Messages are translation keys (contact.errors.*); the page shows them in the visitor's language.
export const ContactSchema = z.object({
  firstName: oneLineText(
    z.string({ required_error: "contact.errors.firstName" }).trim().min(2, "contact.errors.firstName").max(100, "contact.errors.tooLong"),
  ),
  lastName: oneLineText(
    z.string({ required_error: "contact.errors.lastName" }).trim().min(2, "contact.errors.lastName").max(100, "contact.errors.tooLong"),
  ),
  email: oneLineText(z.string({ required_error: "contact.errors.email" }).trim().max(254, "contact.errors.tooLong")).regex(
    EMAIL,
    "contact.errors.email",
  ),
  phone: phoneText("contact.errors.phone", "contact.errors.tooLong").optional(),
  subject: oneLineText(
    z.string({ required_error: "contact.errors.subject" }).trim().min(5, "contact.errors.subject").max(200, "contact.errors.tooLong"),
  ),
  message: multiLineText(
    z.string({ required_error: "contact.errors.message" }).trim().min(10, "contact.errors.message").max(5000, "contact.errors.tooLong"),
  ),
});

export type ContactInput = z.infer<typeof ContactSchema>;
