import { Writable } from "node:stream";

/**
 * A stream for React's pipe() that gathers the page and hands it over whole at the end. With our patch
 * to React's server renderer (docs/decisions/0020-react-writes-one-string.md) that is one string per
 * flush, which the stream turns into UTF-8 once.
 */
export function collectHtml(done: (html: Buffer<ArrayBuffer>) => void) {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, next) {
      chunks.push(chunk);
      next();
    },
    final(next) {
      done(Buffer.concat(chunks));
      next();
    },
  });
}
