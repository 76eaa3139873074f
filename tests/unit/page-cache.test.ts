import { describe, expect, it } from "vitest";
import { cutAtNonce, keepPage, keptPage, pageEtag, withNonce } from "~/services/page-cache.server";
import { namesEtag } from "~/utils/revalidation";

// The page is kept as bytes cut at its nonce; a kept page must come back byte for byte with the new
// nonce in every place the old one was, wherever it stands and whatever text surrounds it.
describe("the page cache's kept pages", () => {
  const nonce = "c2VjcmV0LW5vbmNlLTE=";
  const page = (html: string) => {
    const parts = cutAtNonce(Buffer.from(html), nonce);
    return { parts, etag: pageEtag(parts), headers: [] };
  };

  it("puts the new nonce in every place of the old one, Arabic text around it intact", () => {
    const html = `${nonce}<html lang="ar"><script nonce="${nonce}">مكاتب</script><p>العليا ${nonce}${nonce}</p>${nonce}`;
    keepPage("nonce-places", page(html));
    const kept = keptPage("nonce-places");
    expect(withNonce(kept!.parts, "bmV3LW5vbmNl").toString("utf8")).toBe(html.replaceAll(nonce, "bmV3LW5vbmNl"));
  });

  it("keeps a page without a nonce as it is, and knows nothing of a key it never kept", () => {
    keepPage("no-nonce", page("<p>مكتب في الملقا</p>"));
    expect(withNonce(keptPage("no-nonce")!.parts, "other").toString("utf8")).toBe("<p>مكتب في الملقا</p>");
    expect(keptPage("never-kept")).toBeNull();
  });

  it("does not keep a page of more than an eighth of its memory (4 MB)", () => {
    keepPage("huge", page("a".repeat(4 * 1024 * 1024 + 1)));
    expect(keptPage("huge")).toBeNull();
  });

  it("tags a page by its HTML without the nonce: the same page under two nonces has one tag, another page another", () => {
    const one = cutAtNonce(Buffer.from(`<script nonce="${nonce}">مكاتب</script>`), nonce);
    const two = cutAtNonce(Buffer.from(`<script nonce="b3RoZXI=">مكاتب</script>`), "b3RoZXI=");
    const other = cutAtNonce(Buffer.from(`<script nonce="${nonce}">مكتب</script>`), nonce);
    expect(pageEtag(one)).toBe(pageEtag(two));
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
