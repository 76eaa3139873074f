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

// Issue 50, point 1: a no-script save far down the phone's list came back at the top (or short of the heart)
// when the page was slow: cards skipped layout (content-visibility: auto), so the fragment was scrolled to
// with estimated heights for the cards above it. Now the cards are laid out in full, and each heart comes
// back exactly where its scroll margin puts it (below the sticky header), on a CPU slowed six times.
test("without scripts, saves far down the phone's list come back exactly at their hearts, however slow the page", async ({
  page,
}, testInfo) => {
  test.skip(!noJs(testInfo.project.name), "with scripts the heart turns in place (the test above)");
  test.setTimeout(90_000);
  const cdp = await page.context().newCDPSession(page);
  await page.goto("/?view=list&lng=ar");
  const cards = page.getByTestId("property-card");
  const count = await cards.count();
  const landed: string[] = [];
  for (const index of [count - 1, count - 2, count - 3, count - 4, count - 5]) {
    const heart = cards.nth(index).locator("form[id^='save-']");
    await heart.scrollIntoViewIfNeeded();
    const from = await page.evaluate(() => window.scrollY);
    expect(from, "the heart is thousands of pixels down").toBeGreaterThan(3500);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await heart.getByRole("button").click();
    await expect(page).toHaveURL(/\/\?view=list&lng=ar#save-\d+$/);
    await page.waitForLoadState("load");
    await expect(heart.getByRole("button")).toHaveAttribute("aria-pressed", "true");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const { top, margin } = await heart.evaluate((form) => ({
      top: Math.round(form.getBoundingClientRect().top),
      margin: Number.parseFloat(getComputedStyle(form).scrollMarginTop),
    }));
    landed.push(`card ${index + 1}: from ${from} px, heart at ${top} px (margin ${margin})`);
    expect(Math.abs(top - margin), landed.join("; ")).toBeLessThanOrEqual(2);
    await expect(page.getByTestId("toast")).toBeVisible();
  }
  testInfo.annotations.push({ type: "landed", description: landed.join("; ") });
});

test("without scripts, applying the phone's filters comes back to the panel's Apply button, and a sort to the sort box", async ({
  page,
}, testInfo) => {
  test.skip(!noJs(testInfo.project.name), "with scripts each change applies in place (filter-panel tests in phone.spec.ts)");
  await page.goto("/?view=list&lng=ar");
  await page.getByRole("link", { name: /^الفلاتر \(/ }).click();
  const panel = page.getByRole("complementary", { name: "الفلاتر" });
  await panel.getByRole("checkbox", { name: "تكييف" }).check();
  await panel.getByRole("button", { name: "تطبيق الفلاتر" }).click();
  await expect(page).toHaveURL(/\/\?(view=list&)?amenities=AC(&view=list)?#filter-apply$/);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("checkbox", { name: "تكييف" })).toBeChecked();
  await expect(panel.getByRole("button", { name: "تطبيق الفلاتر" })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("link", { name: "الفلاتر (1)" })).toHaveCount(1);

  await panel.getByRole("link", { name: "إغلاق الفلاتر" }).click();
  await expect(panel).toBeHidden();
  await page.getByLabel("الترتيب حسب").selectOption("price-asc");
  await page.getByRole("button", { name: "رتّب" }).click();
  await expect(page).toHaveURL(/#sort$/);
  await expect(page.getByLabel("الترتيب حسب")).toBeInViewport({ ratio: 1 });
  await expect(page.getByLabel("الترتيب حسب")).toHaveValue("price-asc");
});
