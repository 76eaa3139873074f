import { createCookie } from "@remix-run/node";
import { parse } from "cookie";
import { SavedIdsSchema } from "~/schemas/saved";
import { env } from "./env.server";

const ONE_YEAR = 60 * 60 * 24 * 365;
const SAVED_COOKIE = "saved";

/**
 * The visitor's saved listings, with no account: their ids, oldest first, in a cookie signed with the
 * app's secret, so a visitor cannot slip in more than the limit or anything but ids.
 */
const savedCookie = createCookie(SAVED_COOKIE, {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: env.NODE_ENV === "production",
  maxAge: ONE_YEAR,
  secrets: [env.SESSION_SECRET],
});

/** The saved ids; none when the cookie is absent, unsigned, tampered with or malformed. */
export async function readSavedIds(request: Request): Promise<number[]> {
  const value: unknown = await savedCookie.parse(request.headers.get("Cookie"));
  const parsed = SavedIdsSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** Set-Cookie for a new list; an empty list removes the cookie. */
export function savedCookieHeader(ids: number[]) {
  return ids.length > 0 ? savedCookie.serialize(ids) : savedCookie.serialize([], { maxAge: 0 });
}

/**
 * Whether the request carries a saved cookie at all, valid or not: its pages show that visitor's
 * hearts, so the page cache neither serves nor keeps them.
 */
export function carriesSavedCookie(request: Request) {
  const header = request.headers.get("Cookie");
  return header !== null && parse(header)[SAVED_COOKIE] !== undefined;
}
