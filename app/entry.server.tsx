import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { NonceProvider } from "~/utils/nonce";
import { prepareDatabase } from "~/models/setup.server";
import { isCountedVisit, recordView } from "~/models/views.server";
import { openProcessDatabase } from "~/services/db.server";
import { retryAfterOf } from "~/services/faults.server";
import { startMailSender } from "~/services/mail-sender.server";
import { getLanguage, i18nextFor } from "~/services/i18n.server";
import { logError } from "~/services/logger.server";
import { collectHtml, lowPriorityModulePreloads } from "~/utils/html-stream.server";
import { cutAtNonce, keepPage, keptPage, mayKeepPage, pageCacheKey, pageEtag, withNonce } from "~/services/page-cache.server";
import { applyDocumentSecurityHeaders, createNonce } from "~/services/security.server";
import { namesEtag, notModifiedHeaders, PAGE_CACHE_CONTROL } from "~/utils/revalidation";

const ABORT_DELAY = 5_000;

// Start-up: open, migrate and (first time) seed the database now, not on the first request. A database
// that cannot be reached is waited for; any other failure (bad DATABASE_URL, production without an
// admin, ...) ends the process with one log line (db.server.ts).
// Mail waits in the outbox until the database is open; then this process's sender delivers it (issue 35).
void openProcessDatabase(prepareDatabase).then(
  () => startMailSender(),
  () => {}, // a database that cannot open ends the process (db.server.ts)
);

/**
 * For server/page-cache.ts, which looks pages up before Remix runs (the server and this build are two
 * bundles, so the kept pages are reached through this module): the kept page for a GET request, with a
 * fresh nonce in its HTML and headers; else the key its render may be kept under (null: never kept).
 */
const LISTING_PATH = /^\/property\/(\d+)$/;

export async function lookUpPage(request: Request) {
  const key = await pageCacheKey(request);
  const page = key ? keptPage(key) : null;
  if (!page) return { key };
  // A kept listing page is still a person's visit to count: the loader that counts it does not run.
  const listing = LISTING_PATH.exec(new URL(request.url).pathname);
  if (listing && isCountedVisit(request)) recordView(Number(listing[1]));
  const nonce = createNonce();
  const headers = new Headers(page.headers);
  applyDocumentSecurityHeaders(headers, nonce);
  return { key, etag: page.etag, headers, body: withNonce(page.parts, nonce) };
}

export type PageLookUp = typeof lookUpPage;

/** Errors of loaders and actions: logged once, as JSON, without what the visitor sent (Remix's default prints it all). */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  // Thrown 4xx answers (404, 405 ...) are answers, not errors; an aborted request is the client's leaving.
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  logError(error, request, context.requestId);
}

/** A whole page: its length is known, so it goes out in one piece (compression drops the length). */
function htmlResponse(html: Buffer<ArrayBuffer>, status: number, headers: Headers, nonce: string) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Length", String(html.length));
  applyDocumentSecurityHeaders(headers, nonce);
  return new Response(html, { headers, status });
}

/**
 * A rendered GET page gets its ETag (docs: app/utils/revalidation.ts), or is a 304 when the browser
 * already holds it; a page that may be kept is kept under the key server/page-cache.ts looked up.
 */
function answerPage(
  request: Request,
  html: Buffer<ArrayBuffer>,
  status: number,
  headers: Headers,
  nonce: string,
  context: EntryContext,
  key?: string,
) {
  if (request.method !== "GET" || status !== 200) return htmlResponse(html, status, headers, nonce);
  // Set before the headers are kept: a kept page goes out with them.
  headers.set("Content-Type", "text/html; charset=utf-8");
  const parts = cutAtNonce(html, nonce);
  const etag = pageEtag(parts);
  if (key && mayKeepPage(request, status, headers, context)) {
    keepPage(key, { parts, etag, headers: [...headers].filter(([name]) => !/^(set-cookie|content-length)$/i.test(name)) });
    headers.set("X-Page-Cache", "miss");
  }
  if (namesEtag(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers: notModifiedHeaders(etag) });
  headers.set("ETag", etag);
  headers.set("Cache-Control", PAGE_CACHE_CONTROL);
  return htmlResponse(html, status, headers, nonce);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  const retryAfter = retryAfterOf(responseStatusCode);
  if (retryAfter && !responseHeaders.has("Retry-After")) responseHeaders.set("Retry-After", String(retryAfter));
  const language = await getLanguage(request);
  const i18nInstance = await i18nextFor(language);

  // The page is sent whole, with its length, once every part is rendered: no route defers data, so
  // waiting costs no time to the first byte, while React's 2 KB pieces written one by one through a web
  // stream cost a socket write each (docs/performance.md, step 15).
  return new Promise<Response>((resolve, reject) => {
    let shellReady = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18nInstance}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellReady = true;
        },
        onAllReady() {
          // After a failed shell React may still report "all ready": the promise is already rejected.
          if (!shellReady) return;
          pipe(
            collectHtml((html) => {
              const page = lowPriorityModulePreloads(html);
              resolve(answerPage(request, page, responseStatusCode, responseHeaders, nonce, remixContext, loadContext.pageCacheKey));
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          // Errors before the shell become Remix's error page; later ones are reported in the page itself.
          if (shellReady) logError(error, request);
          else responseStatusCode = 500;
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1_000);
  });
}
