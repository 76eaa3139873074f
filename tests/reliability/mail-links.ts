// The links a visitor gets by mail, made over HTTP as a visitor and an admin would: a search alert and a
// newsletter sign-up, and their tokens, read where the admin sees them (the Outbox tab).
import { expect } from "vitest";
import { cookiesOf, send } from "./http-client";
import { clientHeaders, type ServerProcess, TEST_ADMIN } from "./server";

/** The admin's session cookie. */
export async function adminSession(server: Pick<ServerProcess, "url">) {
  const login = await send(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url, ...clientHeaders() },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(login.status).toBe(200);
  return cookiesOf(login);
}

/** A same-origin form POST from a new simulated client. */
export function postForm(
  server: Pick<ServerProcess, "url">,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return send(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...clientHeaders(), ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * Follows the search `search` and signs up for the newsletter, both as `email` (new to the run); resolves
 * with the alert's token (its confirm and manage links) and the subscriber's (its confirm and unsubscribe links).
 */
export async function mailLinks(server: Pick<ServerProcess, "url">, adminCookie: string, email: string, search = "district=Olaya") {
  expect((await postForm(server, "/alerts", { email, search, redirectTo: "/" })).status).toBe(303);
  expect((await postForm(server, "/newsletter", { email, consent: "on", redirectTo: "/" })).status).toBe(303);
  const outbox = (await send(`${server.url}/admin/dashboard/outbox`, { headers: { Cookie: adminCookie } })).body;
  // Each mail in the outbox shows its address, then its text; the newest comes first.
  const token = (link: string) =>
    new RegExp(`${email.replaceAll(".", "\\.")}[^]*?${link}\\?token=([\\w-]{43})`).exec(outbox)?.[1] ?? expect.fail(`no ${link} link`);
  // A subscriber's confirmation token is also its unsubscribe token.
  return { alertToken: token("/alerts/confirm"), newsletterToken: token("/newsletter/confirm") };
}
