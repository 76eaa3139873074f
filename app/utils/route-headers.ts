import type { HeadersFunction } from "@remix-run/node";

/**
 * The `headers` of a page whose action answers with `name`: Remix builds a page's headers only from what
 * this export returns (cookies aside), so without it the action's header would be dropped.
 */
function keepActionHeader(name: string): HeadersFunction {
  return ({ parentHeaders, actionHeaders }) => {
    const headers = new Headers(parentHeaders);
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
    return headers;
  };
}

/** A page whose action can answer 429 keeps its Retry-After. */
export const keepRetryAfter = keepActionHeader("Retry-After");

/** A page whose action only refuses (405) keeps its Allow (the reliability tests' contract check, issue 37). */
export const keepAllow = keepActionHeader("Allow");
