import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { NonceProvider } from "~/utils/nonce";
import { prepareDatabase } from "~/models/setup.server";
import { openProcessDatabase } from "~/services/db.server";
import { retryAfterOf } from "~/services/faults.server";
import { getLanguage, i18nextFor } from "~/services/i18n.server";
import { logError } from "~/services/logger.server";
import { collectHtml } from "~/utils/html-stream.server";
import { keepPage, keptPage, pageKey } from "~/services/page-cache.server";
import { applyDocumentSecurityHeaders, createNonce } from "~/services/security.server";

const ABORT_DELAY = 5_000;

// Start-up: open, migrate and (first time) seed the database now, not on the first request. A database
// that cannot be reached is waited for; any other failure (bad DATABASE_URL, production without an
// admin, ...) ends the process with one log line (db.server.ts).
void openProcessDatabase(prepareDatabase);

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

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = createNonce();
  const retryAfter = retryAfterOf(responseStatusCode);
  if (retryAfter && !responseHeaders.has("Retry-After")) responseHeaders.set("Retry-After", String(retryAfter));
  const language = await getLanguage(request);
  const i18nInstance = await i18nextFor(language);

  const key = pageKey(request, responseStatusCode, responseHeaders, remixContext);
  const kept = key ? keptPage(key, nonce) : null;
  // Says whether the page came from the page cache (hit), was rendered and kept (miss), or neither.
  if (key) responseHeaders.set("X-Page-Cache", kept === null ? "miss" : "hit");
  if (kept !== null) return htmlResponse(kept, responseStatusCode, responseHeaders, nonce);

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
              if (key && responseStatusCode === 200) keepPage(key, html, nonce);
              resolve(htmlResponse(html, responseStatusCode, responseHeaders, nonce));
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
