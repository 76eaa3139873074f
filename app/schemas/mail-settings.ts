import { z } from "zod";
import { LANGUAGES } from "./enums";
import { EMAIL, oneLineText } from "./text";

// An admin's notification settings (issue 35), the Outbox tab's form: where new inquiries are announced,
// whether at all, and in which language. An empty address means no mail.
export const MailSettingsSchema = z.object({
  email: oneLineText(z.string().trim().max(254, "admin.outbox.badEmail"))
    .regex(EMAIL, "admin.outbox.badEmail")
    .optional()
    .transform((value) => value ?? null),
  // A checkbox: sent as "on" when ticked, absent when not.
  notifyInquiries: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  language: z.enum(LANGUAGES),
});
export type MailSettings = z.output<typeof MailSettingsSchema>;
