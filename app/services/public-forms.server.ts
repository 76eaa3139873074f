import { type AppLoadContext, data } from "@remix-run/node";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { clientAddressOf } from "./client.server";
import { FAULT_ANSWERS, faultOf } from "./faults.server";
import { takeMessageSlot } from "./throttle.server";

/** A public form's submission filled in the field people cannot see: a bot, answered as if it succeeded. */
export function sentByBot(form: FormData) {
  const value = form.get(HONEYPOT_FIELD);
  return value !== null && value !== "";
}

/**
 * Counts one message from this client about `topic`; when it has sent too many, the page's answer:
 * 429 with Retry-After and a form error in the visitor's language, the typed input kept.
 */
export async function refuseIfTooManyMessages<Reply>(
  context: AppLoadContext | undefined,
  topic: string,
  submission: { reply(options: { formErrors: string[] }): Reply },
) {
  const waitSeconds = await takeMessageSlot(clientAddressOf(context), topic);
  if (waitSeconds === 0) return null;
  return data(submission.reply({ formErrors: ["forms.tooManyMessages"] }), {
    status: 429,
    headers: { "Retry-After": String(waitSeconds) },
  });
}

const NOT_SENT = { unavailable: "forms.notSentUnavailable", storageFull: "forms.notSentStorageFull" } as const;

/**
 * For a `catch` around a public form's writes: when the database is away or the disk full, the page's
 * answer (503 or 507 with Retry-After and a form error in the visitor's language: not sent, try again),
 * the typed input kept; any other error is thrown on.
 */
export function notSentBecauseOfFault<Reply>(error: unknown, submission: { reply(options: { formErrors: string[] }): Reply }) {
  const fault = faultOf(error);
  if (!fault) throw error;
  const { status, retryAfterSeconds } = FAULT_ANSWERS[fault];
  return data(submission.reply({ formErrors: [NOT_SENT[fault]] }), { status, headers: { "Retry-After": String(retryAfterSeconds) } });
}
