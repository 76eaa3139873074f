import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./sign-in";

// Issue 36: the dashboard's texts are their own part of each language (/locales/{lng}/admin), which
// visitors' pages never download; admin pages fetch them, including after a client navigation from a
// visitor's page and after a language switch. Only scripts fetch texts, so this is the "js" project's.

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "only the browser's i18next fetches texts");

/** Every /locales/ address the page fetches from now on. */
function localeFetches(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/locales/")) paths.push(url.pathname);
  });
  return paths;
}

/** Remix's router exists once the page's scripts have run (the texts are fetched before it). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => "__remixRouter" in window);
}

/** Raw keys on screen mean texts are missing ("admin.propertiesTab"). */
async function expectNoRawKeys(page: Page) {
  expect(await page.locator("main").innerText()).not.toMatch(/\badmin\.[a-zA-Z]+/);
}

test("a visitor's page fetches the site's texts only; the dashboard fetches its own", async ({ page }) => {
  const fetched = localeFetches(page);
  await page.goto("/about");
  await hydrated(page);
  expect(fetched).toContain("/locales/en");
  expect(fetched).not.toContain("/locales/en/admin");
  const texts = (await (await page.request.get("/locales/en")).json()) as Record<string, unknown>;
  expect(texts).not.toHaveProperty("admin");

  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  expect(fetched).toContain("/locales/en/admin");
});

test("a client navigation from a visitor's page into the dashboard brings the dashboard's texts first", async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // A fresh document on a visitor's page: its i18next holds the site's texts alone.
  await page.goto("/about");
  await hydrated(page);
  const fetched = localeFetches(page);
  await page.evaluate(() =>
    (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate("/admin/dashboard"),
  );
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("navigation", { name: "Dashboard sections" })).toContainText("Properties");
  await expectNoRawKeys(page);
  expect(fetched).toContain("/locales/en/admin");

  // A language switch on the dashboard brings both parts of the other language.
  await page.getByRole("link", { name: /Switch the language to Arabic/ }).click();
  await expect(page.getByRole("heading", { name: "لوحة التحكم", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "أقسام لوحة التحكم" })).toBeVisible();
  await expectNoRawKeys(page);
});
