import { expect, test } from "@playwright/test";
import { SCALE_BASE_URL, SCALE_LISTINGS } from "../playwright.config";
import { signIn } from "./sign-in";

// The second e2e server's database holds the demo listings and 10,000 synthetic ones, "Office Suite
// 1000" / "جناح مكتبي 1000" onwards (scripts/seed.ts --count), so the table is tried at the size it is
// built for, with scripts on and off.
test.use({ baseURL: SCALE_BASE_URL });

test("among 10,000 listings the table finds one by its Arabic title and pages to the last one", async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const heading = page.getByRole("heading", { level: 2, name: /^Properties \([\d,]+\)$/ });
  const total = Number((await heading.textContent())!.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(SCALE_LISTINGS);
  const pages = Math.ceil(total / 25);
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();

  // A number from the middle of the synthetic range; only its own title holds it.
  const suite = 1000 + 7777;
  await page.getByLabel("Title, in English or Arabic").fill(`جناح مكتبي ${suite}`);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("heading", { name: "Listings matching the filters (1)" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Office Suite ${suite}`, exact: true })).toBeVisible();

  // The last page, reached from the URL the pagination links build, holds the rest of the rows.
  await page.goto(`/admin/dashboard?sort=title&dir=asc&page=${pages}`);
  await expect(page.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(total - (pages - 1) * 25);
});
