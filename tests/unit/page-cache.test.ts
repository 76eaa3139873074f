import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsBrotli, brotliCopy } from "~/services/compressed-copy.server";
import { keepPage, keptPage, pageEtag } from "~/services/page-cache.server";
import { namesEtag } from "~/utils/revalidation";

// A kept page is the same bytes for every visitor: it comes back as it was kept, and compressed it
// decodes to those bytes, whatever its text.
describe("the page cache's kept pages", () => {
  const page = (html: string) => {
    const body = Buffer.from(html);
    return { body, etag: pageEtag(body), headers: [] };
  };

  it("gives a kept page back byte for byte, Arabic text intact, and knows nothing of a key it never kept", () => {
    const html = `<html lang="ar"><script>مكاتب</script><p>العليا</p></html>`;
    keepPage("arabic", page(html));
    expect(keptPage("arabic")!.body.toString("utf8")).toBe(html);
    expect(keptPage("never-kept")).toBeNull();
  });

  it("compresses a kept page once, to bytes that decode to the page", () => {
    const html = `<p>${"مكتب في الملقا ".repeat(500)}</p>`;
    keepPage("compressed", page(html));
    const kept = keptPage("compressed")!;
    const compressed = brotliCopy(kept.body);
    expect(brotliDecompressSync(compressed).toString("utf8")).toBe(html);
    expect(compressed.length).toBeLessThan(kept.body.length / 6);
    // Every later request gets the same bytes, not a new compression.
    expect(brotliCopy(kept.body)).toBe(compressed);
  });

  it("sends brotli only to a request that takes it", () => {
    for (const header of ["br", "gzip, deflate, br, zstd", "BR;q=0.5", "gzip;q=1, br"]) expect(acceptsBrotli(header), header).toBe(true);
    for (const header of [null, "", "gzip, deflate", "br;q=0", "gzip, br;q=0.0", "brotli"])
      expect(acceptsBrotli(header), String(header)).toBe(false);
  });

  it("does not keep a page of more than an eighth of its memory (4 MB), with room for its compressed copy", () => {
    keepPage("huge", page("a".repeat(3.5 * 1024 * 1024)));
    expect(keptPage("huge")).toBeNull();
    keepPage("large", page("a".repeat(3 * 1024 * 1024)));
    expect(keptPage("large")).not.toBeNull();
  });

  it("tags a page by its HTML: the same page has one tag, another page another", () => {
    const one = Buffer.from(`<script>مكاتب</script>`);
    const other = Buffer.from(`<script>مكتب</script>`);
    expect(pageEtag(one)).toBe(pageEtag(Buffer.from(one)));
    expect(pageEtag(other)).not.toBe(pageEtag(one));
    expect(pageEtag(one)).toMatch(/^"[\w-]{27}"$/);
  });

  it("reads If-None-Match as browsers and proxies write it", () => {
    const etag = '"abc"';
    expect(namesEtag('"abc"', etag)).toBe(true);
    expect(namesEtag('W/"abc"', etag)).toBe(true);
    expect(namesEtag('"x", "abc"', etag)).toBe(true);
    expect(namesEtag("*", etag)).toBe(true);
    expect(namesEtag('"abcd"', etag)).toBe(false);
    expect(namesEtag(null, etag)).toBe(false);
  });
});
