import { z } from "zod";
import { phoneText } from "./phone";
import { CONTROL_MESSAGE, EMAIL, LINE_BREAK_MESSAGE, ONE_LINE, PLAIN_TEXT } from "./text";

// Messages are translation keys (contact.errors.*); the page shows them in the visitor's language.
export const ContactSchema = z.object({
  firstName: z
    .string({ required_error: "contact.errors.firstName" })
    .trim()
    .min(2, "contact.errors.firstName")
    .max(100, "contact.errors.tooLong")
    .regex(PLAIN_TEXT, CONTROL_MESSAGE)
    .regex(ONE_LINE, LINE_BREAK_MESSAGE),
  lastName: z
    .string({ required_error: "contact.errors.lastName" })
    .trim()
    .min(2, "contact.errors.lastName")
    .max(100, "contact.errors.tooLong")
    .regex(PLAIN_TEXT, CONTROL_MESSAGE)
    .regex(ONE_LINE, LINE_BREAK_MESSAGE),
  email: z
    .string({ required_error: "contact.errors.email" })
    .trim()
    .max(254, "contact.errors.tooLong")
    .regex(PLAIN_TEXT, CONTROL_MESSAGE)
    .regex(ONE_LINE, LINE_BREAK_MESSAGE)
    .regex(EMAIL, "contact.errors.email"),
  phone: phoneText("contact.errors.phone", "contact.errors.tooLong").optional(),
  subject: z
    .string({ required_error: "contact.errors.subject" })
    .trim()
    .min(5, "contact.errors.subject")
    .max(200, "contact.errors.tooLong")
    .regex(PLAIN_TEXT, CONTROL_MESSAGE)
    .regex(ONE_LINE, LINE_BREAK_MESSAGE),
  message: z
    .string({ required_error: "contact.errors.message" })
    .trim()
    .min(10, "contact.errors.message")
    .max(5000, "contact.errors.tooLong")
    .regex(PLAIN_TEXT, CONTROL_MESSAGE),
});

export type ContactInput = z.infer<typeof ContactSchema>;
