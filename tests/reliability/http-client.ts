// A bare HTTP/1.1 client for the tests that talk to the built server as an attacker would: any method
// (fetch refuses TRACE and CONNECT), any header, and a chosen source address on the loopback network
// (127.0.0.2, 127.0.0.3 ...) so one machine can stand for several clients.
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { checkRawAnswer } from "./contract";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body's bytes as sent (still compressed when the answer says Content-Encoding). */
  bytes: Buffer;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The source address of the connection (any 127.x.y.z works on Linux). */
  localAddress?: string;
  /** How long the connection may stay silent before the request fails (30 s unless said). */
  timeoutMs?: number;
}

export function send(
  url: string,
  { method = "GET", headers = {}, body, localAddress, timeoutMs = 30_000 }: RawRequest = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers: body === undefined ? headers : { "Content-Length": String(Buffer.byteLength(body)), ...headers },
        localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const answer = { status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString("utf8"), bytes };
          // An /api answer must keep to the OpenAPI document (issue 37), as fetch's do (contract-setup.ts).
          try {
            checkRawAnswer(method, url, answer);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
            return;
          }
          resolve(answer);
        });
        response.on("error", reject);
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`${method} ${url} timed out`)));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** The cookie pairs an answer sets, ready for a Cookie request header. */
export function cookiesOf(answer: RawAnswer) {
  const setCookie = answer.headers["set-cookie"] ?? [];
  return (Array.isArray(setCookie) ? setCookie : [setCookie]).map((cookie) => cookie.split(";")[0]).join("; ");
}

/** A multipart body with text fields and files, and its Content-Type. */
export function multipart(fields: Record<string, string>, files: { field: string; name: string; type: string; bytes: Buffer }[]) {
  const boundary = `----hostile${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Sends `head` (request line and headers, no final blank line) on a raw socket, for what the client
 * above will not send (two Host lines, odd targets); the whole answer as text.
 */
export function rawRequest(port: number, head: string): Promise<string> {
  return rawExchange(port, `${head}\r\nConnection: close\r\n\r\n`);
}

/** Sends `bytes` on a raw socket exactly as given (a body no client library would send); the whole answer as text. */
export function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let text = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(bytes.split("\r\n")[0])}`)));
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
}

/** The status of a raw answer (0 when there is none). */
export const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
