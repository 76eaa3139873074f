import { expect, test } from "@playwright/test";
import { listingInput } from "../factories";
import { E2E_ADMIN } from "../playwright.config";

// Issue 16, the activity log: an admin changes a listing's price in the dashboard, then finds the change
// in the Activity tab, naming the field, and narrows the log by entity, with or without scripts.
// The listing is this test's own (unique title; its licence expired, so it is never published and
// the other specs' counts do not move), and nothing here counts the whole log.

test("a price change shows in the Activity tab with its field, and the entity filter narrows the log", async ({ page }, testInfo) => {
  const login = await page.request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const title = `Activity Suite ${testInfo.project.name} ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/admin/properties", {
    // Its custom amenity has its Arabic name, as the editor wants of a published listing (issue 33).
    data: {
      ...listingInput({ title, district: "Olaya", adLicenseExpiresOn: "2020-01-31" }),
      amenityNamesAr: { "Rooftop terrace": "تراس على السطح" },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await page.goto(`/admin/dashboard/properties/${id}/edit`);
    const editor = page.getByRole("dialog", { name: "Edit property" });
    await expect(editor.getByLabel("Title", { exact: true })).toHaveValue(title);
    await editor.getByLabel("Price (SAR per year)").fill("123000");
    await editor.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Property updated");

    // The tab strip leads to the log; the newest entry about this listing is the price change.
    await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Activity" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/activity$/);
    const entries = page.locator("tbody tr").filter({ hasText: title });
    await expect(entries).toHaveCount(2);
    const update = entries.first();
    await expect(update).toContainText("Updated");
    await expect(update).toContainText(E2E_ADMIN.username);
    // The field by its name, with its old and new values (issue 33).
    await expect(update.getByRole("listitem")).toHaveText(["Price: 180000 → 123000"]);
    await expect(update.locator("time[datetime]")).toHaveCount(1);
    await expect(update.getByRole("link", { name: `Listing #${id}` })).toHaveAttribute("href", `/admin/dashboard/properties/${id}/edit`);
    await expect(entries.nth(1)).toContainText("Created");
    // In Arabic: the field's Arabic name, the arrow pointing the way the page reads.
    await page.goto("/admin/dashboard/activity?lng=ar");
    await expect(page.locator("tbody tr").filter({ hasText: title }).first().getByRole("listitem")).toHaveText(["السعر: 180000 ← 123000"]);
    await page.goto("/admin/dashboard/activity?lng=en");

    // Only listings: both entries stay, in a URL that can be shared.
    await page.getByLabel("Entity").selectOption("property");
    await page.getByLabel("Action").selectOption("update");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/activity\?entity=property&action=update$/);
    await expect(page.locator("tbody tr").filter({ hasText: title })).toHaveCount(1);
    await expect(page.locator("tbody tr").filter({ hasText: "Created" })).toHaveCount(0);

    // Only images: this listing has none, so none of its entries are shown.
    await page.getByLabel("Entity").selectOption("image");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/entity=image/);
    await expect(page.locator("tbody tr").filter({ hasText: title })).toHaveCount(0);

    // Read only: no way to change or delete an entry.
    await expect(page.locator("main").getByRole("button", { name: /delete|edit/i })).toHaveCount(0);

    // A value the log does not know: a 400 page naming it.
    const bad = await page.goto("/admin/dashboard/activity?entity=listing");
    expect(bad?.status()).toBe(400);
    await expect(page.getByText("entity must be one of property, image, district, inquiry, admin")).toBeVisible();
  } finally {
    await page.request.delete(`/api/admin/properties/${id}`);
  }
});
