import { describe, expect, it } from "vitest";
import { keepPage, keptPage } from "~/services/page-cache.server";

// The page is kept as bytes cut at its nonce; a kept page must come back byte for byte with the new
// nonce in every place the old one was, wherever it stands and whatever text surrounds it.
describe("the page cache's kept pages", () => {
  const nonce = "c2VjcmV0LW5vbmNlLTE=";

  it("puts the new nonce in every place of the old one, Arabic text around it intact", () => {
    const html = `${nonce}<html lang="ar"><script nonce="${nonce}">مكاتب</script><p>العليا ${nonce}${nonce}</p>${nonce}`;
    keepPage("nonce-places", Buffer.from(html), nonce);
    const kept = keptPage("nonce-places", "bmV3LW5vbmNl");
    expect(kept?.toString("utf8")).toBe(html.replaceAll(nonce, "bmV3LW5vbmNl"));
  });

  it("keeps a page without a nonce as it is, and knows nothing of a key it never kept", () => {
    keepPage("no-nonce", Buffer.from("<p>مكتب في الملقا</p>"), nonce);
    expect(keptPage("no-nonce", "other")?.toString("utf8")).toBe("<p>مكتب في الملقا</p>");
    expect(keptPage("never-kept", "other")).toBeNull();
  });

  it("does not keep a page of more than an eighth of its memory (4 MB)", () => {
    keepPage("huge", Buffer.alloc(4 * 1024 * 1024 + 1, "a"), nonce);
    expect(keptPage("huge", "other")).toBeNull();
  });
});
