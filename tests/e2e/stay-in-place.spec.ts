import { expect, test } from "@playwright/test";

// Issue 33, point 4: without scripts the heart and the theme toggle reload the page; they come back to
// the control (its fragment), not to the top, and a toast confirms the change. The phone menu closes
// without a reload. On a 390×844 phone, in Arabic, with scripts on and off.
test.use({ viewport: { width: 390, height: 844 } });

const noJs = (project: string) => project === "no-js";

test("a heart tapped far down the page stays in view, pressed, and says it worked", async ({ page }, testInfo) => {
  await page.goto("/?lng=ar");
  const card = page.getByTestId("property-card").nth(7);
  await card.getByRole("button", { name: "احفظ هذا المكتب" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await card.getByRole("button", { name: "احفظ هذا المكتب" }).click();

  const saved = card.getByRole("button", { name: "إزالة من المحفوظات" });
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await expect(saved).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await expect(page.getByTestId("saved-link")).toHaveAccessibleName("المكاتب المحفوظة: 1");
  if (noJs(testInfo.project.name)) {
    // The reload came back to the heart, with a toast; with scripts the heart turns in place.
    await expect(page).toHaveURL(/\/\?lng=ar#save-\d+$/);
    await expect(page.getByTestId("toast")).toContainText("حُفظ: تجده تحت القلب في أعلى الصفحة");
  }
});

test("the theme toggle comes back at the toggle and says what changed", async ({ page }, testInfo) => {
  await page.goto("/how-it-works?lng=ar");
  await page.getByTestId("button-theme-toggle").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  if (noJs(testInfo.project.name)) {
    await expect(page).toHaveURL(/\/how-it-works\?lng=ar#theme-toggle$/);
    await expect(page.getByTestId("toast")).toContainText("الوضع الداكن مفعّل");
  }
});
