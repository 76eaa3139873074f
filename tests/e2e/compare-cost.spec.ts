import { expect, type Page, test } from "@playwright/test";
import { yearlyCost } from "../../app/utils/cost";

// Issue 33, point 8: Compare tells the whole cost, and on a 390×844 phone shows two listings side by
// side; the saved list is shared with the listing's share menu, in the sharer's language. Scripts on and off.
test.use({ viewport: { width: 390, height: 844 } });

const IDS = [20, 21];

/** Saves demo listings into this browser's list (the heart's own form, posted from the site). */
async function save(page: Page, baseURL: string, ids: number[]) {
  for (const id of ids) {
    const answer = await page.request.post("/saved", {
      form: { intent: "add", propertyId: String(id), redirectTo: "/saved" },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
  }
}

test("Compare shows service charge, VAT, the total per year and the payments, two listings side by side on a phone", async ({
  page,
  request,
}) => {
  await page.goto(`/compare?ids=${IDS.join(",")}&lng=ar`);
  const table = page.getByRole("table");
  for (const [index, id] of IDS.entries()) {
    const listing = (await (await request.get(`/api/properties/${id}`)).json()) as Parameters<typeof yearlyCost>[0];
    const cost = yearlyCost(listing);
    const cell = (row: string) =>
      table
        .getByRole("row", { name: new RegExp(`^${row}`) })
        .getByRole("cell")
        .nth(index);
    await expect(cell("رسوم الخدمات")).toHaveText(`${cost.serviceCharge.toLocaleString("en-US")} ريال`);
    await expect(cell("ضريبة القيمة المضافة 15%")).toHaveText(
      listing.vatApplies ? `${cost.vat.toLocaleString("en-US")} ريال` : "لا تُضاف ضريبة القيمة المضافة على هذا الإعلان",
    );
    await expect(cell("الإجمالي السنوي")).toHaveText(`${cost.total.toLocaleString("en-US")} ريال`);
    await expect(cell("الدفع")).toContainText(cost.instalment.toLocaleString("en-US"));
  }
  // Both listings whole on the first screen, side by side, beside the fact names.
  const headers = table.getByRole("columnheader");
  await expect(headers).toHaveCount(2);
  const [first, second] = [(await headers.nth(0).boundingBox())!, (await headers.nth(1).boundingBox())!];
  for (const box of [first, second]) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(Math.abs(first.y - second.y)).toBeLessThan(1);
});

test("the saved list is shared with the listing's share menu, its link in the sharer's language", async ({ page, baseURL }, testInfo) => {
  // Where a browser has a share sheet, Share opens it instead of the menu.
  if (testInfo.project.name === "js") await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
  await save(page, baseURL!, IDS);
  await page.goto("/saved?lng=ar");
  const section = page.getByRole("region", { name: "شارك هذه القائمة" });
  await section.locator("summary", { hasText: "مشاركة" }).click();
  const link = `${baseURL}/shortlist?ids=${IDS.join("%2C")}&lng=ar`;
  await expect(section.getByLabel("رابط هذه القائمة المختصرة")).toHaveValue(link);
  const whatsApp = section.getByRole("link", { name: "واتساب" });
  await expect(whatsApp).toBeVisible();
  await expect(whatsApp).toHaveAttribute("href", `https://wa.me/?text=${encodeURIComponent(`قائمة مختصرة مشتركة\n${link}`)}`);
  if (testInfo.project.name === "js") await expect(section.getByRole("button", { name: "نسخ" })).toBeVisible();
  // The open menu stays on the phone's screen: nothing makes the page scroll sideways.
  const menu = (await section.locator("details[open] > summary + div").boundingBox())!;
  expect(menu.x).toBeGreaterThanOrEqual(0);
  expect(menu.x + menu.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
