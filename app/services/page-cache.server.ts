import { createHash } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { LruMap } from "~/utils/lru";
import { carriesSavedCookie } from "./saved.server";

// Rendering is most of a page's cost (about 10 ms of CPU for the browse page's 24 cards against
// 3 ms for /about). React renders the same HTML from the same inputs, so rendered pages are kept
// under a hash of everything the render reads: URL, status, loader data. Only the
// CSP nonce differs between responses; a kept page is served with a fresh one swapped in.
// Pages that set a cookie (a toast shown once, a language choice) or carry errors or action data are
// rendered every time, and so are the pages of a visitor with a saved cookie: their hearts are theirs,
// and every different list would be one more kept copy of the page. The loader data behind a page comes from the version-stamped read cache,
// so a change to the listings gives new loader data and so a new key: nothing here needs clearing.
// Kept pages take at most about this many bytes of memory.
const MAX_BYTES = 32 * 1024 * 1024;

// Each page is its HTML, UTF-8 encoded, cut at each occurrence of the nonce it was rendered with.
const pages = new LruMap<Buffer[]>({ maxSize: MAX_BYTES });

/** The key of a page that may be kept, or null when this response must be rendered afresh. */
export function pageKey(request: Request, status: number, headers: Headers, context: EntryContext) {
  const { loaderData, actionData, errors } = context.staticHandlerContext;
  if (request.method !== "GET" || status !== 200 || actionData || errors || headers.has("Set-Cookie") || carriesSavedCookie(request)) {
    return null;
  }
  return createHash("sha256")
    .update(JSON.stringify([request.url, loaderData]))
    .digest("base64url");
}

/** The kept page (UTF-8 bytes) with `nonce` in place of the one it was rendered with. */
export function keptPage(key: string, nonce: string) {
  const parts = pages.get(key);
  if (!parts) return null;
  const nonceBytes = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
}

/**
 * Keeps a rendered page (its UTF-8 bytes), cut at each occurrence of `nonce`. Cut as bytes, not
 * decoded into text and encoded again: for a 120 KB page that round trip cost about 3 ms of CPU.
 */
export function keepPage(key: string, html: Buffer, nonce: string) {
  if (html.length > MAX_BYTES / 8 || pages.peek(key)) return;
  const nonceBytes = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (let found = html.indexOf(nonceBytes); found !== -1; found = html.indexOf(nonceBytes, start)) {
    parts.push(html.subarray(start, found));
    start = found + nonceBytes.length;
  }
  parts.push(html.subarray(start));
  pages.set(key, parts, html.length);
}
