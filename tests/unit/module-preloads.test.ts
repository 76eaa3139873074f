import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "~/utils/module-preloads.server";

describe("lowPriorityModulePreloads", () => {
  it("gives every modulepreload link a low priority and leaves every other character as it was", () => {
    const html = `<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/ب.js"/></head><p>مكاتب</p>`;
    expect(lowPriorityModulePreloads(html)).toBe(
      `<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" fetchpriority="low" href="/ب.js"/></head><p>مكاتب</p>`,
    );
  });

  it("returns a page without modulepreload links untouched", () => {
    const html = "<p>لا شيء</p>";
    expect(lowPriorityModulePreloads(html)).toBe(html);
  });
});
