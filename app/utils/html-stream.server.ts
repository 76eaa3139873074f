import { Writable } from "node:stream";

/**
 * React 18.3's stream writer, when a multi-byte character does not fit at the end of its 2,048-byte
 * buffer, sends the whole buffer, unused zero bytes included, and the character in the next one. Arabic
 * pages thus carried NUL characters mid-word (shown as "\uFFFD" in attributes and titles). HTML has no
 * use for the byte 0 and UTF-8 never uses it inside a character, so dropping every 0 byte restores
 * exactly what React meant to send.
 */
export function withoutNulBytes(chunk: Buffer) {
  if (!chunk.includes(0)) return chunk;
  const kept = Buffer.allocUnsafe(chunk.length);
  let length = 0;
  for (const byte of chunk) if (byte !== 0) kept[length++] = byte;
  return kept.subarray(0, length);
}

/** A stream for React's pipe() that gathers the page (without NUL bytes) and hands it over whole at the end. */
export function collectHtml(done: (html: Buffer<ArrayBuffer>) => void) {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, next) {
      chunks.push(withoutNulBytes(chunk));
      next();
    },
    final(next) {
      done(Buffer.concat(chunks));
      next();
    },
  });
}
