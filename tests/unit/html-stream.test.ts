import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { collectHtml, withoutNulBytes } from "~/utils/html-stream.server";

/** Renders text long enough to cross React's 2,048-byte stream buffers into `sink`, as the server does. */
function renderInto(text: string, sink: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      createElement("main", null, ...Array.from({ length: 400 }, (_, index) => createElement("p", { key: index }, text))),
      { onAllReady: () => pipe(sink).on("finish", resolve), onError: reject },
    );
  });
}

/** The bytes React writes, as they come. */
async function renderBytes(text: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await renderInto(
    text,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(chunks);
}

describe("withoutNulBytes", () => {
  it("React's stream puts NUL bytes into Arabic text at its buffer edges, and dropping them gives the exact UTF-8", async () => {
    const text = "مكاتب الرياض";
    const raw = await renderBytes(text);
    // If React ever stops doing this, the workaround can go (this expectation then fails).
    expect(raw.includes(0)).toBe(true);
    const clean = withoutNulBytes(raw).toString("utf8");
    expect(clean).not.toContain("\u0000");
    expect(clean.split(text)).toHaveLength(401);
  });

  it("passes clean chunks through untouched", () => {
    const chunk = Buffer.from("<p>مرحبا</p>");
    expect(withoutNulBytes(chunk)).toBe(chunk);
    expect(withoutNulBytes(Buffer.from([0x61, 0, 0x62, 0]))).toEqual(Buffer.from("ab"));
  });
});

describe("collectHtml", () => {
  it("hands over the whole page once, as the exact UTF-8, without React's NUL bytes", async () => {
    const text = "مكاتب الرياض";
    const pages: Buffer[] = [];
    await renderInto(
      text,
      collectHtml((html) => pages.push(html)),
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]!.includes(0)).toBe(false);
    expect(pages[0]!.toString("utf8").split(text)).toHaveLength(401);
  });
});
