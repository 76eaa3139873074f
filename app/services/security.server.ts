import { createHash } from "node:crypto";
import { env } from "./env.server";

// The detail page embeds this map service; tiles come from TILE_URL's host.
export const MAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The CSP source of each script written into `html` (not loaded from a file): its SHA-256 (CSP level 2).
 * Hashes rather than a nonce make a page the same bytes for every visitor, so a kept page can be kept
 * compressed too (page-cache.server.ts); React escapes text, so only our own markup writes a <script>.
 */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    // A file's script is 'self'; a data block (JSON-LD) never runs.
    if (/\ssrc=|\stype="application\/(ld\+)?json"/.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
  }
  return [...hashes];
}

function tileSources(tileUrl: string) {
  const host = new URL(tileUrl.replace(/\{s\}/g, "a")).host;
  // "{s}" stands for the a/b/c subdomains; allow them all with one wildcard.
  const wildcardHost = tileUrl.includes("{s}") ? host.replace(/^a\./, "*.") : host;
  return `${new URL(tileUrl.replace(/\{s\}/g, "a")).protocol}//${wildcardHost}`;
}

export function contentSecurityPolicy(scriptHashes: readonly string[]) {
  const development = env.NODE_ENV === "development";
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...(development ? ["'unsafe-eval'"] : [])].join(" "),
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
export function applyDocumentSecurityHeaders(headers: Headers, scriptHashes: readonly string[]) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(scriptHashes));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  if (env.NODE_ENV === "production") {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}
