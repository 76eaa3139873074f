import { expect, type Page, test } from "@playwright/test";
import ar from "../../app/locales/ar";
import en from "../../app/locales/en";
import { listingInput } from "../factories";
import { E2E_ADMIN } from "../playwright.config";

// Issue 14: a listing whose advertising licence has expired is taken down. Its address answers 410 Gone
// with a page that says why and offers offices still available in its district, in both languages and
// with or without scripts. (Renewing is tested in tests/integration/trust.test.ts: here a published
// extra listing would change what the other specs count while they run.)

async function asAdmin(page: Page) {
  const login = await page.request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
}

test("an expired listing answers 410 with offices of its district, in both languages", async ({ page }, testInfo) => {
  await asAdmin(page);
  const title = `Expired Licence Suite ${testInfo.project.name}`;
  const created = await page.request.post("/api/admin/properties", {
    data: listingInput({ title, district: "Olaya", adLicenseExpiresOn: "2020-01-31" }),
  });
  expect(created.status()).toBe(201);
  const listing = (await created.json()) as Record<string, unknown> & { id: number };
  try {
    for (const [lng, texts] of [
      ["en", en],
      ["ar", ar],
    ] as const) {
      const answer = await page.goto(`/property/${listing.id}?lng=${lng}`);
      expect(answer?.status()).toBe(410);
      // A browser would otherwise keep the 410 after the licence is renewed.
      expect(answer?.headers()["cache-control"]).toBe("no-cache");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.property.goneTitle);
      await expect(page.getByText(texts.property.goneText)).toBeVisible();
      const similar = page.getByTestId("property-card");
      await expect(similar.first()).toBeVisible();
      expect(await similar.count()).toBeLessThanOrEqual(4);
      await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
    }
    // Not in the list either.
    await page.goto("/?district=Olaya&lng=en");
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  } finally {
    await page.request.delete(`/api/admin/properties/${listing.id}`);
  }
});
