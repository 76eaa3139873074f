import { z } from "zod";
import { redirectPath } from "./redirect";
import { EMAIL, multiLineText, oneLineText } from "./text";

/** An unconfirmed newsletter sign-up is deleted this many days after it was made (its confirmation link stops working). */
export const CONFIRM_WITHIN_DAYS = 7;

/** An unsubscribe token as we make them: 32 random bytes in base64url. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

// Messages are translation keys (newsletter.errors.*).
export const NewsletterSchema = z.object({
  email: oneLineText(z.string({ required_error: "newsletter.errors.email" }).trim().max(254, "newsletter.errors.email")).regex(
    EMAIL,
    "newsletter.errors.email",
  ),
  // The consent box: a browser sends "on" when it is ticked and nothing when it is not.
  consent: z.literal("on", { errorMap: () => ({ message: "newsletter.errors.consent" }) }),
  // The page the footer form was on: the visitor comes back to it, with the toast.
  redirectTo: redirectPath("/"),
});

export type NewsletterInput = z.infer<typeof NewsletterSchema>;

/** The unsubscribe and confirmation links' query, and their pages' button forms (the token is both links' key). */
export const UnsubscribeSchema = z.object({
  token: z.string({ required_error: "newsletter.errors.token" }).regex(UNSUBSCRIBE_TOKEN, "newsletter.errors.token"),
});

const issueText = (max: number, oneLine: boolean) => {
  const text = z
    .string({ required_error: "admin.outbox.issue.required" })
    .trim()
    .min(1, "admin.outbox.issue.required")
    .max(max, "admin.outbox.issue.tooLong");
  return oneLine ? oneLineText(text) : multiLineText(text);
};

/** A newsletter the admin writes (issue 35): a subject and a text in each language, each subscriber gets theirs. */
export const NewsletterIssueSchema = z.object({
  subjectEn: issueText(150, true),
  bodyEn: issueText(10_000, false),
  subjectAr: issueText(150, true),
  bodyAr: issueText(10_000, false),
});
export type NewsletterIssue = z.output<typeof NewsletterIssueSchema>;
