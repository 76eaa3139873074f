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
// saved list, a toast) gets a page of their own, rendered every time and never kept. Only the CSP nonce
// differs between answers: a kept page is cut at its nonce and served with a fresh one.
// Kept pages take at most about this many bytes of memory.
const MAX_BYTES = 32 * 1024 * 1024;

export interface KeptPage {
  /** The HTML's UTF-8 bytes, cut at each occurrence of the nonce it was rendered with. */
  parts: Buffer[];
  /** The answer's headers but its security headers (they carry the nonce) and length. */
  headers: [string, string][];
  /** The HTML's entity tag: the same page gives the same tag, whatever its nonce. */
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

/** The page's UTF-8 bytes cut at each occurrence of `nonce`. Cut as bytes: decoding 120 KB and encoding it again cost about 3 ms. */
export function cutAtNonce(html: Buffer, nonce: string) {
  const nonceBytes = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (let found = html.indexOf(nonceBytes); found !== -1; found = html.indexOf(nonceBytes, start)) {
    parts.push(html.subarray(start, found));
    start = found + nonceBytes.length;
  }
  parts.push(html.subarray(start));
  return parts;
}

/** The page with `nonce` in every place of the one it was rendered with. */
export function withNonce(parts: readonly Buffer[], nonce: string) {
  const nonceBytes = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
}

/** A strong entity tag of the page without its nonce: a revalidation never depends on the nonce. */
export function pageEtag(parts: readonly Buffer[]) {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return `"${hash.digest("base64url").slice(0, 27)}"`;
}

export function keptPage(key: string) {
  return pages.get(key) ?? null;
}

export function keepPage(key: string, page: KeptPage) {
  const size = page.parts.reduce((total, part) => total + part.length, 0);
  if (pages.has(key)) return;
  pages.set(key, page, { size });
}
