import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { documentBytes, scriptsInsideBody } from "~/utils/document-end.server";
import { lowPriorityModulePreloads } from "~/utils/module-preloads.server";

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

describe("documentBytes", () => {
  const rendered = (content: string, preloads: string) =>
    `<html><head><link rel="stylesheet" href="/s.css"/></head><body><p>${content}</p>${preloads}<script>a()</script></body></html><!--$--><script>b("\\u003c/body>")</script><!--/$-->`;

  it("is the doctype and the whole page rewritten, in UTF-8, however the page's text and links fall", () => {
    const preload = (href: string) => `<link rel="modulepreload" href="${href}"/>`;
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.array(fc.webPath(), { maxLength: 4 }), (text, hrefs) => {
        // React escapes a page's text: no "<" of it reaches the markup.
        const html = rendered(text.replaceAll("<", "&lt;"), hrefs.map(preload).join(""));
        const whole = `<!DOCTYPE html>${lowPriorityModulePreloads(scriptsInsideBody(html))}`;
        expect(documentBytes(html).toString("utf8")).toBe(whole);
      }),
    );
  });

  it("gives an Arabic page with Remix's links and data its low priorities and its scripts inside <body>", () => {
    const page = documentBytes(rendered("مكاتب العليا", `<link rel="modulepreload" href="/a.js"/>`)).toString("utf8");
    expect(page).toBe(
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/s.css"/></head><body><p>مكاتب العليا</p><link rel="modulepreload" fetchpriority="low" href="/a.js"/><script>a()</script><!--$--><script>b("\\u003c/body>")</script><!--/$--></body></html>`,
    );
  });
});
