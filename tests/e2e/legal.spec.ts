import { expect, test } from "@playwright/test";

// The footer's privacy and terms links lead to real pages, in both languages, with or without scripts.
test("the footer links the privacy policy, which names every cookie the site sets", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  const cookies = page.getByRole("table");
  for (const name of ["lng", "theme", "saved", "__Host-toast", "__Host-admin_session"]) {
    await expect(cookies.getByRole("rowheader", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Personal Data Protection Law")).toBeVisible();
  await page.getByRole("link", { name: "Write to us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the terms and the privacy policy read in Arabic, right to left", async ({ page }) => {
  await page.goto("/terms?lng=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "شروط الخدمة" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "الإيجار بينك وبين المعلن" })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "سياسة الخصوصية" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "سياسة الخصوصية" })).toBeVisible();
  await expect(page).toHaveTitle(/سياسة الخصوصية/);
});
