import { createHash } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { parse } from "cookie";
import { isKeepable } from "~/utils/kept-pages";
import { LRUCache } from "lru-cache";
import { readClock } from "./clock.server";
import { languageCookie, themeCookie } from "./cookies.server";
import { getOpenedDatabase } from "./db.server";
import { getLanguage } from "./i18n.server";
import { getTheme } from "./theme.server";

// Whole pages, kept and served before Remix routes the request or runs a loader (server/page-cache.ts).
// A page is rendered from its URL, the visitor's language and theme, the data (its version: the
// data_version row, shared by every worker and instance) and the minute of the read clock (a listing's
// publication ends at a moment no write marks; "confirmed N days ago" changes with the day): the key is
// exactly those, so a change to the listings gives new keys and nothing needs clearing. Only pages
// that show nothing else are kept: their routes opt in (utils/kept-pages.ts); a token page, whose state
// changes with no listing write, never is. A visitor whose request carries any other cookie (a session, a
// saved list, a toast) gets a page of their own, rendered every time and never kept. A kept page is the
// same bytes for every visitor (its scripts are allowed by their hashes, not a nonce), so its brotli copy
// is kept beside it too (compressed-copy.server.ts).
// Kept pages take at most about this many bytes of memory.
const MAX_BYTES = 32 * 1024 * 1024;
// Room for a page's brotli copy beside it: under a sixth of the HTML.
const COMPRESSED_SHARE = 0.2;

export interface KeptPage {
  /** The HTML's UTF-8 bytes. */
  body: Buffer;
  /** The answer's headers but its length, the security headers included. */
  headers: [string, string][];
  /** The HTML's entity tag. */
  etag: string;
}

const pages = new LRUCache<string, KeptPage>({ maxSize: MAX_BYTES, maxEntrySize: MAX_BYTES / 8 });
const KEYED_COOKIES = new Set([languageCookie.name, themeCookie.name]);

/**
 * The key a GET page may be kept under, or null when this request must be answered by Remix alone:
 * a cookie other than the language and theme, or a database that does not answer its version.
 */
export async function pageCacheKey(request: Request) {
  const cookies = Object.keys(parse(request.headers.get("Cookie") ?? ""));
  if (cookies.some((name) => !KEYED_COOKIES.has(name))) return null;
  const version = await getOpenedDatabase()
    .then((handle) => handle.dataVersion())
    .catch(() => null);
  if (version === null) return null;
  const [language, theme] = await Promise.all([getLanguage(request), getTheme(request)]);
  return createHash("sha256")
    .update(JSON.stringify([request.url, language, theme, version, readClock().getTime()]))
    .digest("base64url");
}

/**
 * Whether a rendered answer may be kept: a plain 200 page that sets no cookie and answers no form, of
 * routes that each opted in (utils/kept-pages.ts): what it shows changes only with what the key holds.
 */
export function mayKeepPage(request: Request, status: number, headers: Headers, context: EntryContext) {
  const { actionData, errors, matches } = context.staticHandlerContext;
  return (
    request.method === "GET" &&
    status === 200 &&
    !actionData &&
    !errors &&
    !headers.has("Set-Cookie") &&
    matches.every(({ route }) => isKeepable(context.routeModules[route.id]?.handle))
  );
}

/** A strong entity tag of the page's HTML. */
export function pageEtag(body: Buffer) {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

export function keptPage(key: string) {
  return pages.get(key) ?? null;
}

export function keepPage(key: string, page: KeptPage) {
  if (pages.has(key)) return;
  pages.set(key, page, { size: Math.ceil(page.body.length * (1 + COMPRESSED_SHARE)) });
}
