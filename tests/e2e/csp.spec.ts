import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES as PAGES } from "../pages";

// The Content-Security-Policy is enforced on every page; nothing we ship may trip it.

// A test per page: all of them to network idle in one test took over 90 s on a busy runner.
for (const path of PAGES) {
  test(`${path} reports no Content-Security-Policy violation`, async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|frame)/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toContain("nonce-");
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
}

test("every inline script carries the page's nonce", async ({ page }) => {
  const response = await page.goto("/");
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  const html = await response!.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  expect(html).not.toMatch(/\son[a-z]+="/i);
});
