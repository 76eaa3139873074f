import { expect, type Page, test } from "@playwright/test";
import { DEMO_LISTINGS } from "../../demo-data/listings";

// Issue 38, as a visitor sees it, with scripts on and off: a listing's space and its similar offices, the
// fit-out and floor filters, the price-per-m² filter and sort. The e2e database holds DEMO_LISTINGS only
// (listing i has id i + 1); every expectation is computed from them here.
const LISTINGS = DEMO_LISTINGS.map((listing, index) => ({ ...listing, id: index + 1 }));
const usesJs = () => test.info().project.name === "js";
const cardTitles = (page: Page) => page.getByTestId("property-card").getByRole("heading", { level: 3 });
const perSqm = (listing: { price: number; size: number }) => Math.round(listing.price / listing.size);

async function openBrowse(page: Page, url: string) {
  expect((await page.goto(url))?.status()).toBe(200);
  // With scripts, wait for hydration (the no-JS "Sort" button goes): the form resets itself then.
  if (usesJs()) await expect(page.getByRole("button", { name: "Sort", exact: true })).toHaveCount(0);
}

test("a listing page shows its space and six similar offices", async ({ page }) => {
  const listing = LISTINGS[0]!;
  await page.goto(`/property/${listing.id}`);
  const space = page.getByRole("region", { name: "The space" });
  await expect(space.getByRole("term").filter({ hasText: "Fit-out" })).toBeVisible();
  await expect(space.getByRole("definition").first()).toContainText(listing.fitOut === "serviced" ? "Serviced" : "Category B");
  await expect(space).toContainText(`${listing.floor} of ${listing.floors}`);
  await expect(page.getByRole("term").filter({ hasText: "Floors in the building" })).toBeVisible();

  const similar = page.getByRole("region", { name: "Similar offices" });
  await expect(similar.getByTestId("property-card")).toHaveCount(6);
  // Its own district's listings come first.
  const sameDistrict = LISTINGS.filter((other) => other.district === listing.district && other.id !== listing.id);
  const first = similar.getByRole("heading", { level: 3 }).first();
  await expect(first).toHaveText(new RegExp(sameDistrict.map((other) => other.title).join("|")));

  await page.goto(`/property/${listing.id}?lng=ar`);
  await expect(page.getByRole("region", { name: "المساحة" })).toContainText("مستوى التشطيب");
  await expect(page.getByRole("region", { name: "مكاتب مشابهة" }).getByTestId("property-card")).toHaveCount(6);
});

test("filters by fit-out and floor from the filter form", async ({ page }) => {
  await openBrowse(page, "/");
  const panel = page.getByRole("complementary", { name: "Filters" });
  await panel.getByRole("checkbox", { name: "Shell and core" }).check();
  if (usesJs()) await expect(page).toHaveURL(/fitOut=shell_core/);
  await panel.getByLabel("Lowest floor").fill("1");
  await panel.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\?fitOut=shell_core&minFloor=1(#filter-apply)?$/);
  const expected = LISTINGS.filter((listing) => listing.fitOut === "shell_core" && listing.floor !== null && listing.floor >= 1);
  expect(expected.length).toBeGreaterThan(0);
  await expect(cardTitles(page)).toHaveText(
    expected.sort((a, b) => Number(b.featured) - Number(a.featured) || b.id - a.id).map((listing) => listing.title),
  );
  await expect(page.getByRole("navigation", { name: "Active filters" }).getByRole("link", { name: /Shell and core/ })).toBeVisible();
});

test("filters by price per sqm and sorts the cheapest per sqm first", async ({ page }) => {
  await openBrowse(page, "/?maxPricePerSqm=500");
  const expected = LISTINGS.filter((listing) => perSqm(listing) <= 500)
    .sort((a, b) => a.price / a.size - b.price / b.size || a.id - b.id)
    .slice(0, 12);
  const sort = page.getByLabel("Sort by");
  await sort.selectOption("price-per-sqm");
  if (!usesJs()) await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/maxPricePerSqm=500&sort=price-per-sqm|sort=price-per-sqm.*maxPricePerSqm=500/);
  await expect(cardTitles(page)).toHaveText(expected.map((listing) => listing.title));
});
