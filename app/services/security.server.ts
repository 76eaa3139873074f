import { randomBytes } from "node:crypto";
import { env } from "./env.server";

// The detail page embeds this map service; tiles come from TILE_URL's host.
export const MAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

export function createNonce() {
  return randomBytes(16).toString("base64");
}

function tileSources(tileUrl: string) {
  const host = new URL(tileUrl.replace(/\{s\}/g, "a")).host;
  // "{s}" stands for the a/b/c subdomains; allow them all with one wildcard.
  const wildcardHost = tileUrl.includes("{s}") ? host.replace(/^a\./, "*.") : host;
  return `${new URL(tileUrl.replace(/\{s\}/g, "a")).protocol}//${wildcardHost}`;
}

export function contentSecurityPolicy(nonce: string) {
  const development = env.NODE_ENV === "development";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: ${tileSources(env.TILE_URL)}`,
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "font-src 'self'",
    `frame-src ${MAP_EMBED_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every HTML document carries. */
export function applyDocumentSecurityHeaders(headers: Headers, nonce: string) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  if (env.NODE_ENV === "production") {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}
