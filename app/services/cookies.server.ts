import type { Cookie } from "@remix-run/node";
import { parse, serialize } from "cookie";
import { env } from "./env.server";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * A preference cookie holding its value as plain text ("theme=dark", "lng=ar"), unlike Remix's
 * JSON+base64 cookies, so the browser script can read and write it too. Same interface as a Remix Cookie.
 */
function preferenceCookie(name: string): Cookie {
  const options = { path: "/", sameSite: "lax" as const, maxAge: ONE_YEAR, secure: env.NODE_ENV === "production" };
  return {
    name,
    isSigned: false,
    expires: undefined,
    parse: (header) => Promise.resolve(header ? (parse(header)[name] ?? null) : null),
    serialize: (value: string) => Promise.resolve(serialize(name, value, options)),
  };
}

// Preferences the server must read before rendering (no flash of the wrong language or theme).
export const languageCookie = preferenceCookie("lng");
export const themeCookie = preferenceCookie("theme");
