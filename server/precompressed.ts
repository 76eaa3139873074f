import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/** Asset types that compress well; images (WebP) are compressed already. */
export const PRECOMPRESSED_TYPES = new Set([".js", ".css", ".svg"]);
// In the order we prefer them; the client must accept the encoding.
const ENCODINGS = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/**
 * Serves the build's precompressed copy of an asset (scripts/precompress.ts) when the client accepts
 * its encoding, by pointing the request at it before express.static runs; the compression middleware
 * leaves a response that already has a Content-Encoding alone. The file list is read once: the build's
 * assets never change while the server runs.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const files = new Set(readdirSync(assetsDir));
  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== "GET" && req.method !== "HEAD") || !files.has(name) || !PRECOMPRESSED_TYPES.has(path.extname(name))) return next();
    res.vary("Accept-Encoding");
    const variant = ENCODINGS.find(({ encoding, suffix }) => files.has(name + suffix) && req.acceptsEncodings(encoding) === encoding);
    if (variant) {
      res.set("Content-Encoding", variant.encoding);
      res.type(path.extname(name));
      req.url = `/${name}${variant.suffix}`;
    }
    next();
  };
}
