import type { HeadersFunction } from "@remix-run/node";

/**
 * The `headers` of a page whose action answers, or whose loader or action throws, with `name`: Remix builds
 * a page's headers only from what this export returns (cookies aside), so without it the header would be
 * dropped.
 */
function keepActionHeader(name: string): HeadersFunction {
  return ({ parentHeaders, actionHeaders, errorHeaders }) => {
    const headers = new Headers(parentHeaders);
    const value = actionHeaders.get(name) ?? errorHeaders?.get(name);
    if (value) headers.set(name, value);
    return headers;
  };
}

/** A page whose action can answer 429, or whose loader can throw one (too many new word searches), keeps its Retry-After. */
export const keepRetryAfter = keepActionHeader("Retry-After");

/** A page whose action only refuses (405) keeps its Allow (the reliability tests' contract check, issue 37). */
export const keepAllow = keepActionHeader("Allow");
