import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { TextsSourceProvider } from "~/utils/translation";
import { prepareDatabase } from "~/models/setup.server";
import { isCountedVisit, recordView } from "~/models/views.server";
import { openProcessDatabase } from "~/services/db.server";
import { retryAfterOf } from "~/services/faults.server";
import { startMailSender } from "~/services/mail-sender.server";
import { serverTexts } from "~/services/i18n.server";
import { logError } from "~/services/logger.server";
import { documentBytes } from "~/utils/document-end.server";
import { acceptsBrotli, brotliCopy } from "~/services/compressed-copy.server";
import { keepPage, keptPage, mayKeepPage, pageCacheKey, pageEtag } from "~/services/page-cache.server";
import { applyDocumentSecurityHeaders, inlineScriptHashes } from "~/services/security.server";
import { namesEtag, notModifiedHeaders, PAGE_CACHE_CONTROL, PAGE_VARY } from "~/utils/revalidation";

// Start-up: open, migrate and (first time) seed the database now, not on the first request. A database
// that cannot be reached is waited for; any other failure (bad DATABASE_URL, production without an
// admin, ...) ends the process with one log line (db.server.ts).
// Mail waits in the outbox until the database is open; then this process's sender delivers it (issue 35).
void openProcessDatabase(prepareDatabase).then(
  () => startMailSender(),
  () => {}, // a database that cannot open ends the process (db.server.ts)
);

const LISTING_PATH = /^\/property\/(\d+)$/;

/**
 * For server/page-cache.ts, which looks pages up before Remix runs (server/index.ts hands it over): the
 * kept page for a GET request, brotli-compressed when it takes that; else the key its render may be kept
 * under (null: never kept).
 */
export async function lookUpPage(request: Request) {
  const key = await pageCacheKey(request);
  const page = key ? keptPage(key) : null;
  if (!page) return { key };
  // A kept listing page is still a person's visit to count: the loader that counts it does not run.
  const listing = LISTING_PATH.exec(new URL(request.url).pathname);
  if (listing && isCountedVisit(request)) recordView(Number(listing[1]));
  const { body, etag, headers } = page;
  // Others get the server's compression, as a rendered page does.
  if (!acceptsBrotli(request.headers.get("Accept-Encoding"))) return { key, etag, headers, body };
  return { key, etag, headers, body: brotliCopy(body), coding: "br" };
}

export type PageLookUp = typeof lookUpPage;

/** Errors of loaders and actions: logged once, as JSON, without what the visitor sent (Remix's default prints it all). */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  // Thrown 4xx answers (404, 405 ...) are answers, not errors; an aborted request is the client's leaving.
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  logError(error, request, context.requestId);
}

/** A whole page: its length is known, so it goes out in one piece (compression drops the length). */
function htmlResponse(html: Buffer<ArrayBuffer>, status: number, headers: Headers) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Length", String(html.length));
  return new Response(html, { headers, status });
}

/**
 * A rendered GET page gets its ETag (docs: app/utils/revalidation.ts), or is a 304 when the browser
 * already holds it; a page that may be kept is kept under the key server/page-cache.ts looked up.
 */
function answerPage(request: Request, html: Buffer<ArrayBuffer>, status: number, headers: Headers, context: EntryContext, key?: string) {
  if (request.method !== "GET" || status !== 200) return htmlResponse(html, status, headers);
  // Set before the headers are kept: a kept page goes out with them.
  headers.set("Content-Type", "text/html; charset=utf-8");
  const etag = pageEtag(html);
  if (key && mayKeepPage(request, status, headers, context)) {
    keepPage(key, { body: html, etag, headers: [...headers].filter(([name]) => !/^(set-cookie|content-length)$/i.test(name)) });
    headers.set("X-Page-Cache", "miss");
  }
  if (namesEtag(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers: notModifiedHeaders(etag) });
  headers.set("ETag", etag);
  headers.set("Cache-Control", PAGE_CACHE_CONTROL);
  return htmlResponse(html, status, headers);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const retryAfter = retryAfterOf(responseStatusCode);
  if (retryAfter && !responseHeaders.has("Retry-After")) responseHeaders.set("Retry-After", String(retryAfter));
  // Set before a page is kept: a kept page goes out with it.
  responseHeaders.set("Vary", PAGE_VARY);

  // No route defers data, so the page is rendered into one string and sent whole, with its length:
  // React's stream writer encodes it in 2 KB pieces, each its own copy (decision 0040).
  await readHandoffAhead(remixContext);
  const html = renderToString(
    <TextsSourceProvider value={serverTexts}>
      <RemixServer context={remixContext} url={request.url} />
    </TextsSourceProvider>,
  );
  // Set before a page is kept: a kept page goes out with them.
  applyDocumentSecurityHeaders(responseHeaders, inlineScriptHashes(html));
  return answerPage(request, documentBytes(html), responseStatusCode, responseHeaders, remixContext, loadContext.pageCacheKey);
}

/**
 * Remix's <Scripts> hands the loaders' data to the browser through a <Suspense> boundary that reads
 * `serverHandoffStream` one chunk at a time, and renderToString cannot wait for it. With no deferred data
 * that stream is whole once the loaders ran, so it is read here first, into the cache that boundary reads
 * before it would suspend (EntryContext's `renderMeta.streamCache`, keyed by chunk from 0): the boundary
 * then renders its scripts at once, as it would have once streamed.
 */
async function readHandoffAhead(context: EntryContext) {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const renderMeta = (context.renderMeta ??= {});
  const chunks = (renderMeta.streamCache ??= {});
  for (let chunk = 0; ; chunk++) {
    const { done, value } = await reader.read();
    chunks[chunk] = Object.assign(Promise.resolve(), { result: { done, value: decoder.decode(value, { stream: !done }) } });
    if (done) break;
  }
  reader.releaseLock();
}
