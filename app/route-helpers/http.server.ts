import { type ActionFunctionArgs, type AppLoadContext, data } from "@remix-run/node";
import type { z } from "zod";
import type { Reason } from "~/schemas/reasons";
import { clientAddressOf } from "~/services/client.server";
import { acceptsBrotli, brotliCopy } from "~/services/compressed-copy.server";
import { readBodyCapped, refuseCrossSite } from "~/services/guard.server";
import type { ReadGate } from "~/services/read-cache.server";
import { oneSearchAtATime, takeSearchSlot } from "~/services/throttle.server";
import { translatorFor } from "~/services/i18n.server";
import { env } from "~/services/env.server";

/** A JSON answer for the /api resource routes (they return real Responses, not single-fetch data). */
export function json(body: unknown, init: ResponseInit = {}) {
  return Response.json(body, init);
}

// A cached serialisation is compressed once (compressed-copy.server.ts): 1,000 listings are about 1.5 MB of JSON.
const COMPRESS_FROM_BYTES = 1_024;

/**
 * A JSON answer from a cached serialisation. Sent brotli-compressed, from the copy kept with it, to a
 * client that takes brotli; as it is to any other (and the server's compression is left to do its best).
 */
export function jsonBytes(request: Request, body: Uint8Array<ArrayBuffer>, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  if (body.length < COMPRESS_FROM_BYTES) return new Response(body, { ...init, headers });
  headers.append("Vary", "Accept-Encoding");
  if (!acceptsBrotli(request.headers.get("Accept-Encoding"))) return cachedBytesResponse(body, { ...init, headers });
  headers.set("Content-Encoding", "br");
  return cachedBytesResponse(brotliCopy(body), { ...init, headers });
}

/**
 * A Response over cached bytes that are never changed. `new Response(bytes)` copies them first (as the
 * fetch standard asks, for a buffer the caller might change later): for the half-megabyte lists that
 * copy, and the garbage it leaves, was most of the time each request took.
 */
function cachedBytesResponse(bytes: Uint8Array, init: ResponseInit & { headers: Headers }) {
  init.headers.set("Content-Length", String(bytes.byteLength));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(body, init);
}

/** A JSON error answer: `{ error, fieldErrors? }` with the given status. */
export function jsonError(status: number, error: string, fieldErrors?: Record<string, string[]>) {
  return json(fieldErrors ? { error, fieldErrors } : { error }, { status, headers: NO_STORE });
}

const MAX_ID = 2_147_483_647;

/** A route id parameter: digits only, within PostgreSQL's integer range; null otherwise. */
export function parseId(value: string | undefined) {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Zod issues as `{ field: [English text] }`; schema messages are translation keys. */
export async function fieldErrorsOf(error: z.ZodError) {
  const t = await translatorFor("en");
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "body");
    const text = t(issue.message, { defaultValue: issue.message });
    (fieldErrors[field] ??= []).push(text);
  }
  return fieldErrors;
}

const MAX_JSON_BYTES = 64 * 1024;
const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads a JSON body and validates it: 415 for another content type, 413 when too large,
 * 400 for broken JSON or invalid fields. Throws the error answer; returns the parsed value.
 */
export async function readJsonBody<Schema extends z.ZodTypeAny>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  const parsed = schema.safeParse(await readJsonObject(request));
  if (!parsed.success) throw jsonError(400, "Invalid input", await fieldErrorsOf(parsed.error));
  return parsed.data as z.output<Schema>;
}

/** A JSON body's object, not yet validated (readJsonBody's answers for everything else), for a route that checks it in steps. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  if (!request.headers.get("Content-Type")?.toLowerCase().startsWith("application/json")) {
    throw jsonError(415, "Content-Type must be application/json");
  }
  let text: string;
  try {
    // As a form's bytes are: broken UTF-8 is refused, not stored as replacement characters.
    text = STRICT_UTF8.decode(await readBodyCapped(request, MAX_JSON_BYTES));
  } catch (error) {
    if (error instanceof Response) throw error;
    throw jsonError(400, "Body must be valid UTF-8");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw jsonError(400, "Body must be valid JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw jsonError(400, "Body must be a JSON object");
  return body as Record<string, unknown>;
}

/**
 * The Link header (RFC 8288) to a list's next page, or null on the last: the request's own URL with
 * the offset moved on, absolute, so a client pages without knowing the parameters. It keeps only the
 * parameters the list reads (`keys`), which its schema has checked: a parameter it ignores is never
 * echoed, so no query can swell the answer's headers past what a proxy takes (nginx's 4 KB: a 502).
 */
export function nextPageLink(request: Request, paging: { limit: number; offset: number }, total: number, keys: readonly string[]) {
  const offset = paging.offset + paging.limit;
  if (offset >= total) return null;
  // On the public origin, as every absolute URL the site writes; the request gives the path and query.
  const { pathname, searchParams } = new URL(request.url);
  const url = new URL(pathname, env.PUBLIC_ORIGIN);
  // Set through URLSearchParams, the whole query is re-encoded: nothing in it can close the <...>.
  for (const key of keys) for (const value of searchParams.getAll(key)) url.searchParams.append(key, value);
  url.searchParams.set("offset", String(offset));
  return `<${url.href}>; rel="next"`;
}

/** Public lists change when the admin edits; a short shared cache keeps them fresh enough. */
export const PUBLIC_CACHE = { "Cache-Control": "public, max-age=30, stale-while-revalidate=60" };
export const NO_STORE = { "Cache-Control": "no-store" };

/**
 * 405 with the Allow header; `hint` points to where the resource is read instead. A path that takes GET
 * takes HEAD too, and says so, as the server's own 405 for the same path does (the OpenAPI document's methods).
 */
export function methodNotAllowed(allow: string, hint?: string) {
  const answer = jsonError(405, `Use ${allow.replace(", ", " or ")}${hint ? ` (${hint})` : ""}`);
  answer.headers.set("Allow", allow.split(", ").includes("GET") ? `${allow}, HEAD` : allow);
  return answer;
}

/**
 * The action of a route that only reads: without it Remix answers a write with a 405 whose body says
 * "Unexpected Server Error". A cross-site write is still a 403 first, like every other action's.
 */
export function readOnlyAction(allow: string, hint?: string) {
  return ({ request }: ActionFunctionArgs) => {
    refuseCrossSite(request);
    return methodNotAllowed(allow, hint);
  };
}

/** Throws the 404 a page route's error boundary renders as "not found". */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * A public page's 400 for a URL it cannot read (one edited by hand): the parameters it could not read,
 * each with what the URL gave it (cut short) and, when the schema said why, its reasons (the codes and
 * values the API's English sentences are written from), for the page to say in its own language
 * (BadRequestPage).
 */
export function badQuery(search: URLSearchParams, params: readonly string[], reasons?: Readonly<Record<string, Reason[]>>) {
  const badParams = params.map((param) => ({
    param,
    value: search.getAll(param).join(", ").slice(0, 60),
    ...(reasons ? { reasons: reasons[param] ?? [] } : {}),
  }));
  return data({ badParams }, { status: 400 });
}

/**
 * The gate of the reads that search by words (cachedRead passes only what it does not hold): a client's
 * searches run one at a time (oneSearchAtATime), each taking one of its places first (takeSearchSlot); with
 * none left, the 429 with Retry-After is thrown: `{error}` for the API, plain text for a feed, and for a page
 * the wait its error boundary says in the page's language.
 */
export function wordSearchAdmission(request: Request, context: AppLoadContext | undefined): ReadGate {
  const client = clientAddressOf(context);
  return (search) => {
    const waitSeconds = takeSearchSlot(client);
    if (waitSeconds === 0) return oneSearchAtATime(client, search);
    const headers = { ...NO_STORE, "Retry-After": String(waitSeconds) };
    const error = `Too many new word searches from this client: try again in ${waitSeconds} s`;
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/api/")) throw json({ error }, { status: 429, headers });
    if (pathname.endsWith(".xml"))
      throw new Response(`${error}\n`, { status: 429, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
    throw data({ searchWaitSeconds: waitSeconds }, { status: 429, headers });
  };
}
