import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { collectHtml, lowPriorityModulePreloads } from "~/utils/html-stream.server";

/** Renders text long enough to cross React's 2,048-byte stream buffers many times into `sink`, as the server does. */
function renderInto(text: string, sink: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      createElement("main", null, ...Array.from({ length: 400 }, (_, index) => createElement("p", { key: index }, text))),
      { onAllReady: () => pipe(sink).on("finish", resolve), onError: reject },
    );
  });
}

describe("React's server renderer with the backport of facebook/react#26228 (patches/react-dom+18.3.1.patch)", () => {
  it("writes Arabic text as its exact UTF-8, with no NUL byte where a character did not fit a buffer's end", async () => {
    // Each length of Arabic text lands its characters on another byte of the 2 KB buffers.
    for (const text of ["مكاتب الرياض", "مكتب", "برج المملكة، العليا ١٢"]) {
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
      const html = Buffer.concat(writes);
      expect(html.includes(0), text).toBe(false);
      expect(html.toString("utf8")).toBe(`<main>${`<p>${text}</p>`.repeat(400)}</main>`);
    }
  });

  it("is installed in both Node server builds and changes nothing else there", () => {
    const require = createRequire(import.meta.url);
    const cjs = path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs");
    expect(readFileSync(path.join(cjs, "react-dom-server.node.development.js"), "utf8")).toContain(
      "writeToDestination(destination, currentView.subarray(0, writtenBytes));\n    currentView = new Uint8Array(VIEW_SIZE);\n    writtenBytes = textEncoder.encodeInto(stringChunk.slice(read)",
    );
    expect(readFileSync(path.join(cjs, "react-dom-server.node.production.min.js"), "utf8")).toContain(
      "d<b.length&&(t(a,k.subarray(0,l)),k=new Uint8Array(2048)",
    );
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

describe("lowPriorityModulePreloads", () => {
  it("gives every modulepreload link a low priority and leaves every other byte as it was", () => {
    const html = `<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/ب.js"/></head><p>مكاتب</p>`;
    const page = lowPriorityModulePreloads(Buffer.from(html)).toString("utf8");
    expect(page).toBe(html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'));
  });

  it("returns a page without modulepreload links untouched", () => {
    const html = Buffer.from("<p>لا شيء</p>");
    expect(lowPriorityModulePreloads(html)).toBe(html);
  });
});
