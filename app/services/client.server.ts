import type { AppLoadContext } from "@remix-run/node";

// What server.ts hands every loader and action (and the document renderer). Absent when a test calls a
// route module directly or under the Vite dev server, so every field is optional.
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client's address: the socket's, or TRUST_PROXY hops back in X-Forwarded-For. */
    clientAddress?: string;
    /** The id of the request's log line (also sent as X-Request-Id). */
    requestId?: string;
    /** Where the rendered page may be kept (server/page-cache.ts looked there first and found nothing). */
    pageCacheKey?: string;
  }
}

/**
 * Who is asking, for throttles and rate limits. Without server.ts (tests calling route modules, the
 * Vite dev server) every request counts as one client.
 */
export function clientAddressOf(context: AppLoadContext | undefined) {
  return context?.clientAddress ?? "local";
}
