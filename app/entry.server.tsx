import { Transform } from "node:stream";
import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { NonceProvider } from "~/utils/nonce";
import { getDatabase } from "~/services/db.server";
import { getLanguage, i18nextFor } from "~/services/i18n.server";
import { logError } from "~/services/logger.server";
import { withoutNulBytes } from "~/utils/html-stream.server";
import { keepPage, keptPage, pageKey } from "~/services/page-cache.server";
import { applyDocumentSecurityHeaders, createNonce } from "~/services/security.server";

const ABORT_DELAY = 5_000;

// Start-up: open, migrate and (first time) seed the database now, not on the first request,
// and refuse to run when that fails (bad DATABASE_URL, production without an admin, ...).
void getDatabase().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/** Errors of loaders and actions: logged once, as JSON, without what the visitor sent (Remix's default prints it all). */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  // Thrown 4xx answers (404, 405 ...) are answers, not errors; an aborted request is the client's leaving.
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  logError(error, request, context.requestId);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = createNonce();
  const language = await getLanguage(request);
  const i18nInstance = await i18nextFor(language);

  // Bots get the whole page at once; browsers get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  const key = pageKey(request, responseStatusCode, responseHeaders, remixContext, readyEvent);
  const kept = key ? keptPage(key, nonce) : null;
  // Says whether the page came from the page cache (hit), was rendered and kept (miss), or neither.
  if (key) responseHeaders.set("X-Page-Cache", kept === null ? "miss" : "hit");
  if (kept !== null) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    applyDocumentSecurityHeaders(responseHeaders, nonce);
    return new Response(kept, { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18nInstance}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          // The HTML passes through as it streams and, when the page may be kept, is kept at the end.
          const chunks: Buffer[] = [];
          const body = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              const clean = withoutNulBytes(chunk);
              if (key) chunks.push(clean);
              done(null, clean);
            },
            flush(done) {
              if (key && responseStatusCode === 200) keepPage(key, Buffer.concat(chunks), nonce);
              done();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          applyDocumentSecurityHeaders(responseHeaders, nonce);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already reported through the stream; log the rest once.
          if (shellRendered) logError(error, request);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1_000);
  });
}
