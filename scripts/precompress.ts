/**
 * Compresses the built browser assets once, at build time, at the strongest settings (brotli quality 11,
 * gzip level 9): they are hashed and never change, so the server sends these files instead of
 * compressing each response on the fly at a fast, weaker level (15% fewer script bytes on `/`).
 *
 *   npx tsx scripts/precompress.ts [build/client/assets]
 *
 * Writes `<file>.br` and `<file>.gz` next to each script, stylesheet and SVG; server/precompressed.ts
 * serves them.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { PRECOMPRESSED_TYPES } from "../server/precompressed";

const dir = process.argv[2] ?? "build/client/assets";
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  if (!PRECOMPRESSED_TYPES.has(path.extname(name))) continue;
  const file = path.join(dir, name);
  const bytes = readFileSync(file);
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  before += bytes.length;
  after += brotli.length;
}
console.info(`Precompressed ${dir}: ${(before / 1000).toFixed(0)} KB of assets, ${(after / 1000).toFixed(0)} KB with brotli.`);
