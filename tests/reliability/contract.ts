// The contract test over HTTP (issue 37): every /api answer a reliability test receives from the built
// server, through fetch or the bare client (http-client.ts), is checked against the OpenAPI document
// with the integration tests' validator (tests/integration/openapi-contract.ts), so the document holds
// for the production server's answers too: its Express layer, compression and headers included.
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { checkContract } from "../integration/openapi-contract";

/** Checks one answer; throws, naming what breaks the document, when it does. Other paths pass untouched. */
export function checkHttpAnswer(method: string, url: string, status: number, headers: Headers, text: string) {
  if (!new URL(url).pathname.startsWith("/api/")) return;
  // A gateway's own answer (nginx in scale-out.test.ts, when the instance behind it is killed): the
  // document describes the server, which never answers these.
  if (status === 502 || status === 504) return;
  const contentType = (headers.get("Content-Type") ?? "").split(";")[0]!.trim();
  let body: unknown = text;
  if (contentType === "application/json" && method !== "HEAD") {
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${method} ${new URL(url).pathname} → ${status}: the body is not JSON`);
    }
  }
  // The validator reads only the request's method and URL; a Request cannot be made for TRACE or CONNECT,
  // which the hostile tests send.
  checkContract({ method, url } as Request, { status, headers, body });
}

/** A fetch that checks each /api answer it receives before handing it over (its body is read from a clone). */
export function contractCheckedFetch(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (new URL(url).pathname.startsWith("/api/")) {
      checkHttpAnswer(method, url, response.status, response.headers, await response.clone().text());
    }
    return response;
  };
}

/** The bare client's answer checked the same way (its bytes decompressed as their Content-Encoding says). */
export function checkRawAnswer(
  method: string,
  url: string,
  answer: { status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer },
) {
  if (!new URL(url).pathname.startsWith("/api/")) return;
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) for (const item of [value ?? []].flat()) headers.append(name, item);
  const encoding = headers.get("Content-Encoding");
  const bytes =
    encoding === "br"
      ? brotliDecompressSync(answer.bytes)
      : encoding === "gzip"
        ? gunzipSync(answer.bytes)
        : encoding === "deflate"
          ? inflateSync(answer.bytes)
          : answer.bytes;
  checkHttpAnswer(method.toUpperCase(), url, answer.status, headers, bytes.toString("utf8"));
}
