import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES as PAGES } from "../pages";
import { hydrated } from "./hydrated";

// The Content-Security-Policy is enforced on every page; nothing we ship may trip it. With scripts, each
// page also hydrates without an error: the server and the browser translate with the same texts and
// function (decision 0079), so a word that differs would be React's recoverable error here.

// A test per page: all of them to network idle in one test took over 90 s on a busy runner. Every other
// page is asked for in Arabic, so both languages' pages hydrate.
for (const [index, path] of PAGES.entries()) {
  const language = index % 2 === 0 ? "en" : "ar";
  test(`${path} (${language}) reports no Content-Security-Policy violation and no script error`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "lng", value: language, url: baseURL! }]);
    const violations: string[] = [];
    const errors: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|frame)/i.test(message.text())) violations.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await page.waitForLoadState("networkidle");
    await hydrated(page);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("the policy lets exactly the page's own inline scripts run, by their hashes", async ({ page }) => {
  const response = await page.goto("/");
  const allowed = /script-src ([^;]*)/.exec(response?.headers()["content-security-policy"] ?? "")?.[1]?.split(" ") ?? [];
  const html = await response!.text();
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\ssrc=|ld\+json/.test(attributes!),
  );
  expect(inline.length).toBeGreaterThan(2);
  // The browser's own SHA-256 of each script's text, as the policy must name it.
  const hashes = await page.evaluate(
    async (texts) => {
      const digest = async (text: string) =>
        btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))));
      return Promise.all(texts.map(async (text) => `'sha256-${await digest(text)}'`));
    },
    inline.map(([, , text]) => text!),
  );
  expect(allowed.toSorted()).toEqual(["'self'", ...new Set(hashes)].toSorted());
  expect(html).not.toMatch(/\son[a-z]+="/i);
  expect(html).not.toContain("nonce");
});
