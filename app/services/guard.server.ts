import { isCrossSite } from "~/utils/same-origin";
import { env } from "./env.server";

const MAX_FORM_BYTES = 64 * 1024;

// "any": a body the route never reads, of whatever type (a logout ends the session whatever it is sent).
type BodyKind = "form" | "json" | "none" | "any";

const ACCEPTED_TYPES: Record<Exclude<BodyKind, "any">, string[]> = {
  form: ["application/x-www-form-urlencoded", "multipart/form-data"],
  json: ["application/json"],
  none: [],
};

function refuse(status: number, error: string): never {
  throw Response.json({ error }, { status });
}

/**
 * The one check every write passes first: the request comes from our own pages (Origin, or Referer
 * when Origin is absent, matches the host), its declared size is within the limit (413), and a body
 * has the content type the route reads, uncompressed (415). Throws a 4xx JSON Response otherwise
 * (pages show it through their error boundary).
 */
// eslint-disable-next-line @typescript-eslint/require-await -- every caller awaits it, so a check that needs I/O can join without touching them
export async function guardWrite(
  request: Request,
  { maxBytes = MAX_FORM_BYTES, body = "form" }: { maxBytes?: number; body?: BodyKind } = {},
) {
  refuseCrossSite(request);
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (Number.isFinite(length) && length > maxBytes) refuse(413, `Request body is larger than ${maxBytes} bytes`);
  if (body !== "any" && request.body !== null && request.method !== "GET") {
    // A compressed body is not read as one: refused, rather than taken for broken JSON (gzip) or read as
    // it is under a coding it does not have.
    const coding = request.headers.get("Content-Encoding")?.trim().toLowerCase();
    if (coding && coding !== "identity") refuse(415, "Content-Encoding is not supported: send the body uncompressed");
    const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    const accepted = ACCEPTED_TYPES[body];
    if (type && !accepted.includes(type)) {
      refuse(415, accepted.length > 0 ? `Content-Type must be ${accepted.join(" or ")}` : "This request takes no body");
    }
  }
}

/**
 * 403 for a write from another site. server.ts refuses these before Remix runs; this is the same check
 * again for the app itself (the Vite dev server, tests calling route modules).
 */
export function refuseCrossSite(request: Request) {
  const { headers } = request;
  if (isCrossSite(headers.get("Origin"), headers.get("Referer"), env.PUBLIC_ORIGIN)) refuse(403, "Cross-site request refused");
}

/** Reads at most `maxBytes` of the body, whatever Content-Length claims (or omits); 413 beyond. */
export async function readBodyCapped(request: Request, maxBytes = MAX_FORM_BYTES) {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A body the client broke off or malformed (a bad chunk: ECONNRESET) is the client's to send again: a
    // 400, not a fault (faults.server.ts takes ECONNRESET for a lost database connection).
    const { done, value } = await reader.read().catch(() => refuse(400, "The request body could not be read"));
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      refuse(413, `Request body is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A form body, size-capped; a body that does not parse as a form is a 400, not a 500. */
export async function readFormData(request: Request, maxBytes = MAX_FORM_BYTES) {
  const body = await readBodyCapped(request, maxBytes);
  try {
    return await new Response(body, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    refuse(400, "The form data could not be read");
  }
}
