import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./sign-in";

// Issue 33, point 5: what a 390×844 phone shows first and on top, and the layout slips found in review.
// Scripts on and off.
test.use({ viewport: { width: 390, height: 844 } });

test("Map View opens on the map: it starts on the first screen, with room to use it", async ({ page }) => {
  await page.goto("/?lng=ar");
  await page.locator("#mobile-menu > summary").click();
  await page.getByRole("navigation", { name: "القائمة" }).getByRole("link", { name: "عرض الخريطة" }).click();
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole("heading", { level: 1, name: "مكاتب للإيجار على الخريطة" })).toBeVisible();
  // With scripts the map; without, the list by district that stands in for it.
  const map = page.getByTestId("results-map");
  const box = (await map.boundingBox())!;
  expect(box.y, "the map's top").toBeLessThan(844 - 300);
});

test("on a phone the share menu opens over the sticky Call/Inquire bar", async ({ page }, testInfo) => {
  // Where a browser has a share sheet, Share opens it instead of the menu (property.spec.ts).
  if (testInfo.project.name === "js") await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
  await page.goto("/property/1?lng=ar");
  const share = page.locator("summary", { hasText: "مشاركة" });
  // The button near the bottom of the screen: the menu below it reaches the bar. Where the button is on the
  // first screen, above that line (a phone's photo is short: decision 0070), a shorter phone puts it there.
  const top = await share.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  if (top < 844 - 220) await page.setViewportSize({ width: 390, height: Math.max(568, Math.ceil(top) + 220) });
  const height = page.viewportSize()!.height;
  await share.evaluate((element, line) => window.scrollBy(0, element.getBoundingClientRect().top - line), height - 220);
  await share.click();
  const bar = (await page.locator("#contact-bar").boundingBox())!;
  const menu = page.locator("details[open] > summary + div");
  let overBar = 0;
  for (const link of await menu.getByRole("link").all()) {
    const box = (await link.boundingBox())!;
    if (box.y + box.height > bar.y) overBar++;
    const onTop = await link.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height - 4);
      return hit !== null && element.contains(hit);
    });
    expect(onTop, `${await link.textContent()} is on top`).toBe(true);
  }
  expect(overBar, "some links lie where the bar is").toBeGreaterThan(0);
});

test("phone cards give the price per sqm a line of its own, never one starting with a separator", async ({ page }) => {
  await page.goto("/");
  const card = page.getByTestId("property-card").first();
  const perSqm = card.getByTestId("price-per-sqm");
  await expect(perSqm).toHaveText(/^\d[\d,]* SAR\/sqm\/yr$/);
  const price = (await card.getByText("SAR / year", { exact: true }).boundingBox())!;
  expect((await perSqm.boundingBox())!.y).toBeGreaterThanOrEqual(price.y + price.height - 1);
});

test("the footer links the site's own pages on the networks configured, each a tap target of at least 24 px", async ({ page }) => {
  await page.goto("/about?lng=ar");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "X", exact: true })).toHaveAttribute("href", "https://x.com/riyadhoffices");
  await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", "https://www.linkedin.com/company/riyadh-offices");
  // Not configured in the tests: no link to a network's home page.
  await expect(footer.getByRole("link", { name: "Instagram" })).toHaveCount(0);
  for (const name of ["X", "LinkedIn"]) {
    const box = (await footer.getByRole("link", { name, exact: true }).boundingBox())!;
    expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(24);
  }
});

/** The gap between a label (dt) and its value (dd's text), on the page's reading side. */
async function labelGap(page: Page, label: string, valueText: string) {
  const term = (await page.getByRole("term").filter({ hasText: label }).first().boundingBox())!;
  // Where the text itself is drawn, not its element's box (a block as wide as its column).
  const valueEnd = await page.getByText(valueText, { exact: true }).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().right;
  });
  return term.x - valueEnd;
}

test("on an Arabic desktop the inquiry page's phone number sits beside its label", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const created = await request.post("/api/inquiries", {
    data: { propertyId: 13, name: "سارة", email: "sara@example.com", phone: "+966 55 123 4567", message: "هل المكتب متاح؟" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto(`/admin/dashboard/inquiries/${id}?lng=ar`);
  const gap = await labelGap(page, "الهاتف", "+966 55 123 4567");
  expect(gap, "px between the label and the number").toBeLessThan(60);
});
