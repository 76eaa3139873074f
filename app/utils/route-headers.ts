import type { HeadersFunction } from "@remix-run/node";

/**
 * The `headers` of a page whose action can answer 429: Remix builds a page's headers only from what
 * this export returns (cookies aside), so without it the action's Retry-After would be dropped.
 */
export const keepRetryAfter: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
