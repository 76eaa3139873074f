import { type Page, expect, test } from "@playwright/test";
import { listingInput } from "../factories";
import { signIn } from "./sign-in";

// Issue 50, point 9, with and without scripts, in Arabic on a phone: one amenity vocabulary. The admin
// ticks the quick pick "WiFi" and types "prayer room" (or, without scripts, only "مصلى" in the Arabic box);
// a tenant then finds the listing by the High-speed Internet and Prayer Room filters, asked for by other
// words for them, and reads both in Arabic. The listing is published only for the test's few seconds and
// then deleted, so no other spec's counts move for long.

/** The Arabic interface from the next page on (the lng cookie, as the language toggle sets it). */
async function inArabic(page: Page) {
  await page.context().addCookies([{ name: "lng", value: "ar", url: page.url() }]);
}

test("a quick pick and a typed amenity are the filters' amenities, named in Arabic", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js";
  // Scripts off, the editor's page and the browse page each come back from the server: up to 25 s on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // A word of its own to search by, so the tenant's page holds this listing whatever else matches.
  const token = `Musalla${testInfo.project.name.replace("-", "")}${Date.now().toString(36)}`;
  const created = await page.request.post("/api/admin/properties", {
    data: listingInput({ title: `Vocabulary Suite ${token}`, titleAr: `جناح المفردات ${token}`, amenities: [], lifecycle: "draft" }),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  try {
    await inArabic(page);
    await page.goto(`/admin/dashboard/properties/${id}/edit`);
    const editor = page.getByRole("dialog", { name: "تعديل العقار" });
    // With scripts a click before hydration can be undone by it: check until the box stays checked.
    const wifi = editor.getByRole("checkbox", { name: "واي فاي" });
    await expect(async () => {
      await wifi.check();
      await expect(wifi).toBeChecked();
    }).toPass();
    const customAr = editor.getByLabel("المرفق المخصص بالعربية", { exact: true });
    if (js) {
      // Typed in English in any case, it becomes the known chip at once, named in Arabic, with no Arabic box to fill.
      const custom = editor.getByLabel("مرفق مخصص", { exact: true });
      await custom.fill("prayer room");
      await custom.press("Enter");
      await expect(editor.getByRole("checkbox", { name: "مصلى" })).toBeChecked();
      await expect(custom).toHaveValue("");
    } else {
      // In Arabic alone: the server knows it.
      await customAr.fill("مصلى");
    }
    // A known amenity's Arabic name is the vocabulary's: no custom chip wants one.
    await expect(editor.locator('input[name^="customNamesAr"]')).toHaveCount(0);
    await editor.getByLabel("حالة الإعلان").selectOption("published");
    await editor.getByRole("button", { name: "حفظ" }).click();
    await expect(page.getByTestId("toast")).toContainText("تم تحديث العقار");

    // Kept under the vocabulary's names, and the editor ticks its quick pick and chip again.
    const listing = (await (await page.request.get(`/api/properties/${id}`)).json()) as { amenities: string[]; amenitiesAr: string[] };
    expect(listing.amenities).toEqual(["High-speed Internet", "Prayer Room"]);
    expect(listing.amenitiesAr).toEqual(["إنترنت عالي السرعة", "مصلى"]);
    await page.goto(`/admin/dashboard/properties/${id}/edit`);
    await expect(editor.getByRole("checkbox", { name: "واي فاي" })).toBeChecked();
    await expect(editor.getByRole("checkbox", { name: "مصلى" })).toBeChecked();
    // WiFi is High-speed Internet: one chip, not two.
    await expect(editor.getByRole("checkbox", { name: "إنترنت عالي السرعة" })).toHaveCount(0);
    await expect(editor.locator('input[name^="customNamesAr"]')).toHaveCount(0);

    // The tenant asks by other words for both: the page reads them as the filters' amenities.
    await page.goto(`/?lng=ar&q=${token}&amenities=${encodeURIComponent("wi-fi,المصلى")}`);
    await expect(page).toHaveURL(new RegExp(`amenities=${encodeURIComponent("High-speed Internet,Prayer Room").replaceAll("%20", "\\+")}`));
    for (const amenity of ["High-speed Internet", "Prayer Room"])
      await expect(page.locator(`input[name="amenities"][value="${amenity}"]`)).toBeChecked();
    const card = page.getByTestId("property-card").filter({ hasText: `جناح المفردات ${token}` });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("listitem").filter({ hasText: "إنترنت عالي السرعة" })).toHaveCount(1);
    await expect(card.getByRole("listitem").filter({ hasText: "مصلى" })).toHaveCount(1);
    await expect(card).not.toContainText(/WiFi|واي فاي|Prayer/i);

    // The listing page names them in Arabic too, and the API finds it by any case and either language.
    await page.goto(`/property/${id}?lng=ar`);
    const amenities = page.getByRole("region", { name: "المرافق" });
    await expect(amenities).toContainText("إنترنت عالي السرعة");
    await expect(amenities).toContainText("مصلى");
    const found = await page.request.get(`/api/properties?q=${token}&amenities=${encodeURIComponent("HIGH-SPEED INTERNET,مُصلّى")}`);
    expect(((await found.json()) as { id: number }[]).map((match) => match.id)).toContain(id);
  } finally {
    expect((await page.request.delete(`/api/admin/properties/${id}`)).status()).toBe(200);
  }
});
