import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "~/utils/module-preloads.server";

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
