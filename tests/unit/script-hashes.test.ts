import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "~/services/security.server";

// A page's inline scripts run because the CSP names their SHA-256 (the values below are openssl's:
// printf 'a()' | openssl dgst -sha256 -binary | base64).
describe("inlineScriptHashes", () => {
  it("hashes each inline script's text as UTF-8, once, and no script loaded from a file or data block", () => {
    const html = [
      `<head><script type="application/ld+json">{"@type":"ItemList"}</script></head><body><p>مكاتب</p>`,
      `<script>a()</script><script type="module" async="">window.x = "مكاتب";</script>`,
      `<script type="module" src="/assets/entry.js"></script><script>a()</script></body>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-bCfgnhgTt1ULIxQR9HC8sSbAJ1bbOMMAAd0ttVxxpWs='",
    ]);
  });

  it("lets a page without inline scripts run only the site's own files", () => {
    expect(inlineScriptHashes("<p>لا شيء</p>")).toEqual([]);
    expect(contentSecurityPolicy([])).toContain("script-src 'self';");
    expect(contentSecurityPolicy(["'sha256-x'"])).toContain("script-src 'self' 'sha256-x';");
  });
});
