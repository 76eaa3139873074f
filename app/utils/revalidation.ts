// HTTP revalidation of pages: every GET page carries a strong ETag of its HTML and `no-cache`, so a
// browser keeps it and asks again with If-None-Match; an unchanged page is then a 304 of a few hundred
// bytes. A 304 carries no Content-Security-Policy: the page it confirms keeps the one it came with.

export const PAGE_CACHE_CONTROL = "no-cache";

/**
 * What every page varies on besides its URL: its language follows Accept-Language and the `lng` cookie,
 * its theme and per-person parts other cookies. Compression adds Accept-Encoding to a page it may compress.
 */
export const PAGE_VARY = "Accept-Language, Cookie";

/** Whether an If-None-Match header names `etag` (weak or strong, one of a list, or `*`). */
export function namesEtag(ifNoneMatch: string | null | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/**
 * The headers of a 304 for a page: what identifies and governs its stored copy, nothing that would change
 * it. Its Vary is the page's, Accept-Encoding included (compression adds nothing to an answer without a body).
 */
export function notModifiedHeaders(etag: string) {
  return { ETag: etag, "Cache-Control": PAGE_CACHE_CONTROL, Vary: `${PAGE_VARY}, Accept-Encoding` };
}
