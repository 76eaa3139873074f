import { data } from "@remix-run/node";
import { guardWrite, readFormData } from "~/services/guard.server";

// What the token pages behind a mail's links share (/alerts/manage, /newsletter/unsubscribe): GET only shows
// a button, since mail scanners open links; the POST acts, whether the page's button sends it or a mail
// client's one-click unsubscribe (RFC 8058: "List-Unsubscribe=One-Click" posted to the link itself).

/** The token a link carries in its query. */
export function linkToken(request: Request) {
  return new URL(request.url).searchParams.get("token") ?? undefined;
}

/** The token of a POST to a link's page: the page's form field, or the link's own query (one-click). */
export async function postedToken(request: Request) {
  await guardWrite(request);
  const form = await readFormData(request);
  return form.get("token") ?? linkToken(request);
}

/** The page's data as is when the token names something; else 404 (well formed, no one's) or 400. */
export function tokenPage<Page>(page: Page, found: boolean, wellFormed: boolean) {
  return found ? page : data(page, { status: wellFormed ? 404 : 400 });
}
