import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { collectHtml } from "~/utils/html-stream.server";

/** Renders text long enough to cross React's old 2,048-byte stream buffers into `sink`, as the server does. */
function renderInto(text: string, sink: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      createElement("main", null, ...Array.from({ length: 400 }, (_, index) => createElement("p", { key: index }, text))),
      { onAllReady: () => pipe(sink).on("finish", resolve), onError: reject },
    );
  });
}

describe("React's server renderer, as patched (patches/react-dom+18.3.1.patch)", () => {
  it("writes a rendered page in one piece, as the exact UTF-8 of its Arabic text", async () => {
    const text = "مكاتب الرياض";
    const writes: Buffer[] = [];
    await renderInto(
      text,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          writes.push(chunk);
          done();
        },
      }),
    );
    // Unpatched, React wrote six pieces of 2 KB here, with NUL bytes where an Arabic character did not
    // fit at the end of one.
    expect(writes).toHaveLength(1);
    const html = writes[0]!;
    expect(html.includes(0)).toBe(false);
    expect(html.toString("utf8")).toBe(`<main>${`<p>${text}</p>`.repeat(400)}</main>`);
  });
});

describe("collectHtml", () => {
  it("hands over the whole page once", async () => {
    const text = "مكاتب الرياض";
    const pages: Buffer[] = [];
    await renderInto(
      text,
      collectHtml((html) => pages.push(html)),
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]!.toString("utf8").split(text)).toHaveLength(401);
  });
});
