import { expect, type Page, test } from "@playwright/test";
import { DEMO_LISTINGS } from "../../demo-data/listings";
import { signIn } from "./sign-in";

// Issue 14 in the dashboard, with and without JavaScript: the trust fields of a new listing, and the
// "Still available" button. Both projects share one database, so each works on rows of its own.

async function signInToDashboard(page: Page) {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("the admin fills the trust fields of a new listing; a broker needs a FAL licence", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const title = `Licensed office ${testInfo.project.name} ${Date.now()}`;
  await signInToDashboard(page);
  await page.getByRole("link", { name: "Add property" }).click();
  const dialog = page.getByRole("dialog", { name: "New property" });
  await expect(dialog.getByRole("group", { name: "Advertising licence" })).toContainText("without a valid REGA advertising licence");
  await expect(dialog.getByRole("group", { name: "Full cost" })).toBeVisible();
  await expect(dialog.getByLabel("VAT applies (15%)")).toBeChecked();
  await expect(dialog.getByLabel("Payment terms")).toHaveValue("annual");

  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByLabel("Building", { exact: true }).fill("Al Faisaliah Tower");
  await dialog.getByLabel("Address", { exact: true }).fill("King Fahd Road");
  await dialog.getByLabel("District").selectOption("Olaya");
  await dialog.getByLabel("Price (SAR per year)").fill("120000");
  await dialog.getByLabel("Size (sqm)").fill("140");
  await dialog.getByLabel("Description", { exact: true }).fill("A corner office with two meeting rooms.");
  // Published (a new listing starts as a draft), which needs the Arabic texts (issue 33).
  await dialog.getByLabel("Listing state").selectOption("published");
  await dialog.getByLabel("Title in Arabic").fill("مكتب مرخص");
  await dialog.getByLabel("Address in Arabic").fill("طريق الملك فهد");
  await dialog.getByLabel("Description in Arabic").fill("مكتب في الزاوية مع غرفتي اجتماعات.");
  await dialog.getByLabel("REGA ad licence number").fill("7100123456");
  // An ended licence keeps the listing off the public pages, which other specs count while this runs.
  await dialog.getByLabel("Licence expiry date").fill("2020-06-30");
  await dialog.getByLabel("Advertiser name", { exact: true }).fill("Faisaliah Leasing");
  await dialog.getByLabel("Advertiser type").selectOption("broker");
  await dialog.getByLabel("Service charge (SAR per year)").fill("12000");
  await dialog.getByLabel("Payment terms").selectOption("quarterly");
  await page.getByRole("button", { name: "Save", exact: true }).click();

  // No FAL number for a broker: the form stays, with the message beside the field.
  const fal = page.getByLabel("FAL brokerage licence number");
  await expect(fal).toHaveAttribute("aria-invalid", "true");
  // Beside the field (the error summary at the top repeats it after the field's name).
  await expect(page.getByText("A broker's ad needs the FAL brokerage licence number", { exact: true })).toBeVisible();
  // Without scripts the page came back from the server: what was typed is still there.
  await expect(page.getByLabel("REGA ad licence number")).toHaveValue("7100123456");
  await fal.fill("1100456789");
  await page.getByRole("button", { name: "Save", exact: true }).click();

  await expect(page.getByTestId("toast")).toContainText("Property created");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Not published");
  await expect(row).toContainText("Licence expired");

  // Editing shows what was saved.
  await row.getByRole("link", { name: `Edit: ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit property" });
  await expect(edit.getByLabel("REGA ad licence number")).toHaveValue("7100123456");
  await expect(edit.getByLabel("Licence expiry date")).toHaveValue("2020-06-30");
  await expect(edit.getByLabel("Advertiser type")).toHaveValue("broker");
  await expect(edit.getByLabel("FAL brokerage licence number")).toHaveValue("1100456789");
  await expect(edit.getByLabel("Service charge (SAR per year)")).toHaveValue("12000");
  await expect(edit.getByLabel("Payment terms")).toHaveValue("quarterly");
  await expect(edit.getByLabel("VAT applies (15%)")).toBeChecked();
});

test("Still available: the admin confirms a listing from the Needs attention view", async ({ page }, testInfo) => {
  await signInToDashboard(page);
  const strip = page.getByRole("region", { name: "Needs attention" });
  await strip.getByRole("link", { name: /Not confirmed for 30\+ days/ }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?attention=stale$/);
  await expect(page.getByRole("heading", { name: /^Not confirmed for 30\+ days \(\d+\)$/ })).toBeVisible();

  // Each project confirms its own stale demo listing: js the last, no-js the one before it (other specs
  // read the first stale listing, so it must stay stale).
  const stale = DEMO_LISTINGS.filter((listing) => listing.confirmedDaysAgo > 30);
  const { title } = stale.at(testInfo.project.name === "js" ? -1 : -2)!;
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Not confirmed recently");
  await row.getByRole("button", { name: `Still available: ${title}` }).click();

  await expect(page.getByTestId("toast")).toContainText("Availability confirmed");
  await expect(page).toHaveURL(/\/admin\/dashboard\?attention=stale$/);
  // Confirmed just now: it has left the view of listings not confirmed for 30 days.
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});
