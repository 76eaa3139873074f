import { describe, expect, it } from "vitest";
import { scriptsInsideBody } from "~/utils/document-end.server";

describe("scriptsInsideBody", () => {
  it("moves what follows </html> to the end of <body>, every other character as it was", () => {
    const tail = `<!--$--><script nonce="n">window.__remixContext.streamController.enqueue("\\u003c/body>مكاتب");</script><!--/$-->`;
    expect(scriptsInsideBody(`<html><body><p>العليا</p><script>a()</script></body></html>${tail}`)).toBe(
      `<html><body><p>العليا</p><script>a()</script>${tail}</body></html>`,
    );
  });

  it("returns a page that ends with its document, or has no body, untouched", () => {
    for (const html of ["<html><body><p>x</p></body></html>", "<p>لا شيء</p>"]) expect(scriptsInsideBody(html)).toBe(html);
  });
});
