import { type AppLoadContext, data } from "@remix-run/node";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { clientAddressOf } from "./client.server";
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
