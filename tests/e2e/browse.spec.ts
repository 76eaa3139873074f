import { expect, type Locator, type Page, test, type TestInfo } from "@playwright/test";
import { DEMO_LISTINGS } from "../../app/models/seed/listings";

// The e2e database is seeded with DEMO_LISTINGS only: listing i has id i + 1, and every listing
// shares one creation time (one insert), so "featured" order is featured first, then newest id first.
// Every expected count and order below is computed from the seed, never copied from the page.
const LISTINGS = DEMO_LISTINGS.map((listing, index) => ({ ...listing, id: index + 1 }));
type Listing = (typeof LISTINGS)[number];
const PAGE_SIZE = 24;

interface Criteria {
  district?: string[];
  minPrice?: number;
  maxPrice?: number;
  minSize?: number;
  maxSize?: number;
  furnished?: boolean;
  amenities?: string[];
}

function matching(criteria: Criteria = {}) {
  return LISTINGS.filter(
    (listing) =>
      (!criteria.district || criteria.district.includes(listing.district)) &&
      (criteria.minPrice === undefined || listing.price >= criteria.minPrice) &&
      (criteria.maxPrice === undefined || listing.price <= criteria.maxPrice) &&
      (criteria.minSize === undefined || listing.size >= criteria.minSize) &&
      (criteria.maxSize === undefined || listing.size <= criteria.maxSize) &&
      (criteria.furnished === undefined || listing.furnished === criteria.furnished) &&
      (criteria.amenities ?? []).every((amenity) => listing.amenities.includes(amenity)),
  );
}

const featuredOrder = (a: Listing, b: Listing) => Number(b.featured) - Number(a.featured) || b.id - a.id;
const priceAscOrder = (a: Listing, b: Listing) => a.price - b.price || a.id - b.id;
const titlesOf = (listings: Listing[]) => listings.map((listing) => listing.title);
const distinctDistricts = (listings: Listing[]) => new Set(listings.map((listing) => listing.district)).size;

const usesJs = (testInfo: TestInfo) => testInfo.project.name === "js";

/** The current path and query, decoded, with repeated districts sorted (their order follows the form). */
function location(page: Page) {
  const url = new URL(page.url());
  const params: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    params[key] = key === "district" ? url.searchParams.getAll(key).sort() : url.searchParams.get(key)!;
  }
  return { path: url.pathname, params };
}

async function expectLocation(page: Page, path: string, params: Record<string, string | string[]> = {}) {
  await expect.poll(() => location(page)).toEqual({ path, params });
}

const cards = (page: Page) => page.getByTestId("property-card");
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 3 });
const resultsHeading = (page: Page) => page.locator("#results-heading");
const filterPanel = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const viewNav = (page: Page) => page.getByRole("navigation", { name: "View" });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

async function expectResults(page: Page, expected: Listing[]) {
  await expect(resultsHeading(page)).toHaveText(`Offices found: ${expected.length}`);
  await expect(cardTitles(page)).toHaveText(titlesOf(expected.slice(0, PAGE_SIZE)));
}

/** The yearly price printed on each card, in page order. */
async function cardPrices(page: Page) {
  const texts = await cards(page).allInnerTexts();
  return texts.map((text) => {
    const match = /([\d,]+)\s*SAR \/ year/.exec(text);
    if (!match) throw new Error(`no price on card: ${text}`);
    return Number(match[1]!.replaceAll(",", ""));
  });
}

/**
 * With scripts a checkbox or select navigates at once and a number field on blur; wait for that URL
 * before touching the next field (the form is reset to the URL when the navigation lands). Without
 * scripts nothing happens until "Apply filters".
 */
async function settle(page: Page, testInfo: TestInfo, field: Locator, check: (url: URL) => boolean) {
  if (!usesJs(testInfo)) return;
  await field.blur();
  await expect.poll(() => check(new URL(page.url()))).toBe(true);
}

test.describe("browse page", () => {
  test("lists every listing, featured first, 24 to a page", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your next office in Riyadh");
    const all = [...LISTINGS].sort(featuredOrder);
    await expectResults(page, all);
    await expect(cards(page).first().getByText("Featured", { exact: true })).toBeVisible();
    await expect(viewNav(page).getByRole("link", { name: "Grid" })).toHaveAttribute("aria-current", "page");
  });

  test("filters by district, price, size, furnishing and amenities; the URL and the results agree", async ({ page }, testInfo) => {
    const criteria = {
      district: ["Olaya", "Hittin", "Al Malqa"],
      minPrice: 60000,
      maxPrice: 250000,
      minSize: 100,
      maxSize: 500,
      furnished: true,
      amenities: ["Parking", "Elevator"],
    } satisfies Criteria;
    const expected = matching(criteria).sort(featuredOrder);
    // Each criterion must matter, or the test could not tell it was ignored.
    for (const key of Object.keys(criteria) as (keyof Criteria)[]) {
      expect(matching({ ...criteria, [key]: undefined }).length, `dropping ${key}`).toBeGreaterThan(expected.length);
    }
    expect(expected.length).toBeGreaterThan(1);

    await page.goto("/");
    const panel = filterPanel(page);
    for (const district of criteria.district) {
      const box = panel.getByRole("checkbox", { name: district, exact: true });
      await box.check();
      await settle(page, testInfo, box, (url) => url.searchParams.getAll("district").includes(district));
    }
    for (const [label, name, value] of [
      ["Minimum price", "minPrice", criteria.minPrice],
      ["Maximum price", "maxPrice", criteria.maxPrice],
      ["Minimum size", "minSize", criteria.minSize],
      ["Maximum size", "maxSize", criteria.maxSize],
    ] as const) {
      const input = panel.getByLabel(label, { exact: true });
      await input.fill(String(value));
      await settle(page, testInfo, input, (url) => url.searchParams.get(name) === String(value));
    }
    const furnishing = panel.getByLabel("Furnishing");
    await furnishing.selectOption({ label: "Furnished" });
    await settle(page, testInfo, furnishing, (url) => url.searchParams.get("furnished") === "true");
    for (const amenity of criteria.amenities) {
      const box = panel.getByRole("checkbox", { name: amenity, exact: true });
      await box.check();
      await settle(page, testInfo, box, (url) => (url.searchParams.get("amenities") ?? "").split(",").includes(amenity));
    }
    await panel.getByRole("button", { name: "Apply filters" }).click();

    // The canonical URL: blank and default fields left out, amenities comma-joined in list order.
    await expectLocation(page, "/", {
      district: [...criteria.district].sort(),
      minPrice: "60000",
      maxPrice: "250000",
      minSize: "100",
      maxSize: "500",
      furnished: "true",
      amenities: "Parking,Elevator",
    });
    await expectResults(page, expected);
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(criteria.minPrice);
      expect(price).toBeLessThanOrEqual(criteria.maxPrice);
    }

    // The form shows what the URL says after the page loads.
    await expect(panel.getByRole("checkbox", { name: "Olaya", exact: true })).toBeChecked();
    await expect(panel.getByLabel("Minimum price", { exact: true })).toHaveValue("60000");
    await expect(panel.getByLabel("Furnishing")).toHaveValue("true");
    await expect(panel.getByRole("checkbox", { name: "Elevator", exact: true })).toBeChecked();
  });

  test("unfurnished offices with a gym: a second filter combination", async ({ page }) => {
    const expected = matching({ furnished: false, amenities: ["Gym"] }).sort(featuredOrder);
    expect(expected.length).toBeGreaterThan(0);
    await page.goto("/");
    const panel = filterPanel(page);
    await panel.getByLabel("Furnishing").selectOption({ label: "Unfurnished" });
    await expect(panel.getByLabel("Furnishing")).toHaveValue("false");
    await panel.getByRole("checkbox", { name: "Gym", exact: true }).check();
    await expect(panel.getByRole("checkbox", { name: "Gym", exact: true })).toBeChecked();
    await panel.getByRole("button", { name: "Apply filters" }).click();
    await expectLocation(page, "/", { furnished: "false", amenities: "Gym" });
    await expectResults(page, expected);
  });

  test("a non-canonical URL redirects to the canonical one", async ({ page }) => {
    const response = await page.goto("/?district=olaya&minPrice=&maxPrice=300000&type=&sort=featured&amenities=AC&amenities=Parking");
    expect(response?.request().redirectedFrom()?.url()).toContain("district=olaya");
    await expectLocation(page, "/", { district: ["Olaya"], amenities: "AC,Parking" });
    await expectResults(page, matching({ district: ["Olaya"], amenities: ["AC", "Parking"] }).sort(featuredOrder));
  });

  test("sorts by price, low to high", async ({ page }, testInfo) => {
    await page.goto("/");
    await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
    if (!usesJs(testInfo)) await page.getByRole("button", { name: "Sort", exact: true }).click();
    else await expect(page.getByRole("button", { name: "Sort", exact: true })).toHaveCount(0);

    await expectLocation(page, "/", { sort: "price-asc" });
    const expected = [...LISTINGS].sort(priceAscOrder);
    await expectResults(page, expected);
    const prices = await cardPrices(page);
    expect(prices).toEqual(expected.slice(0, PAGE_SIZE).map((listing) => listing.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
  });

  test("sorting keeps the filters, and the filters keep the sort", async ({ page }, testInfo) => {
    await page.goto("/?furnished=true");
    await page.getByLabel("Sort by").selectOption("price-desc");
    if (!usesJs(testInfo)) await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expectLocation(page, "/", { furnished: "true", sort: "price-desc" });
    const expected = matching({ furnished: true }).sort((a, b) => b.price - a.price || b.id - a.id);
    await expectResults(page, expected);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const panel = filterPanel(page);
    await panel.getByRole("checkbox", { name: "Olaya", exact: true }).check();
    await panel.getByRole("button", { name: "Apply filters" }).click();
    await expectLocation(page, "/", { district: ["Olaya"], furnished: "true", sort: "price-desc" });
    await expectResults(page, matching({ district: ["Olaya"], furnished: true }).sort((a, b) => b.price - a.price || b.id - a.id));
  });

  test("paginates: 24 on the first page, the rest on the second", async ({ page }) => {
    const all = [...LISTINGS].sort(featuredOrder);
    const pages = Math.ceil(all.length / PAGE_SIZE);
    expect(pages).toBe(2);

    await page.goto("/");
    await expect(pagination(page)).toContainText(`Page 1 of ${pages}`);
    await expect(pagination(page).getByRole("link", { name: "Previous" })).toHaveCount(0);
    await pagination(page).getByRole("link", { name: "Next" }).click();

    await expectLocation(page, "/", { page: "2" });
    await expect(pagination(page)).toContainText(`Page 2 of ${pages}`);
    await expect(cards(page)).toHaveCount(all.length - PAGE_SIZE);
    await expect(cardTitles(page)).toHaveText(titlesOf(all.slice(PAGE_SIZE)));
    await expect(pagination(page).getByRole("link", { name: "Next" })).toHaveCount(0);

    await pagination(page).getByRole("link", { name: "Previous" }).click();
    await expectLocation(page, "/");
    await expect(cardTitles(page)).toHaveText(titlesOf(all.slice(0, PAGE_SIZE)));
  });

  test("a page past the end shows the last page; one page of results has no pagination", async ({ page }) => {
    const all = [...LISTINGS].sort(featuredOrder);
    await page.goto("/?page=9");
    await expect(cardTitles(page)).toHaveText(titlesOf(all.slice(PAGE_SIZE)));
    await expect(pagination(page)).toContainText("Page 2 of 2");

    await page.goto("/?district=Olaya");
    await expect(cards(page)).toHaveCount(matching({ district: ["Olaya"] }).length);
    await expect(pagination(page)).toHaveCount(0);
  });

  test("switches between grid, list and map views", async ({ page }, testInfo) => {
    await page.goto("/?furnished=true");
    const furnished = matching({ furnished: true }).sort(featuredOrder);
    const nav = viewNav(page);

    await nav.getByRole("link", { name: "List" }).click();
    await expectLocation(page, "/", { furnished: "true", view: "list" });
    await expect(nav.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Grid" })).not.toHaveAttribute("aria-current", "page");
    await expectResults(page, furnished);

    await nav.getByRole("link", { name: "Map" }).click();
    await expectLocation(page, "/", { furnished: "true", view: "map" });
    await expect(nav.getByRole("link", { name: "Map" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("note")).toContainText(`Offices on the map: ${furnished.length}`);
    const map = page.getByTestId("results-map");
    if (usesJs(testInfo)) {
      await expect(map.locator(".leaflet-marker-icon")).toHaveCount(distinctDistricts(furnished));
    } else {
      await expect(map.getByRole("region")).toHaveCount(distinctDistricts(furnished));
      await expect(map.getByTestId("compact-property-card")).toHaveCount(furnished.length);
    }
    await expect(cards(page)).toHaveCount(0);
    await expect(pagination(page)).toHaveCount(0);

    await nav.getByRole("link", { name: "Grid" }).click();
    await expectLocation(page, "/", { furnished: "true" });
    await expectResults(page, furnished);

    // The chosen view survives a filter change.
    await page.goto("/?view=list");
    await filterPanel(page).getByRole("checkbox", { name: "Granada", exact: true }).check();
    await filterPanel(page).getByRole("button", { name: "Apply filters" }).click();
    await expectLocation(page, "/", { district: ["Granada"], view: "list" });
    await expect(resultsHeading(page)).toHaveText(`Offices found: ${matching({ district: ["Granada"] }).length}`);
    await expect(viewNav(page).getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "page");
  });

  test("opens a listing from its card", async ({ page }) => {
    const first = [...LISTINGS].sort(priceAscOrder)[0]!;
    await page.goto("/?sort=price-asc");
    const card = cards(page).filter({ has: page.getByRole("heading", { name: first.title, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await card.getByRole("link", { name: `View details: ${first.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${first.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  });

  test("a card shows the price, price per sqm, size and at most four amenities", async ({ page }) => {
    const listing = LISTINGS[0]!; // nine amenities
    await page.goto(`/?district=${encodeURIComponent(listing.district)}&sort=price-desc`);
    const card = cards(page).filter({ has: page.getByRole("heading", { name: listing.title, exact: true }) });
    await expect(card).toContainText(new RegExp(`${listing.price.toLocaleString("en-US")}\\s*SAR / year`));
    await expect(card).toContainText(`${Math.round(listing.price / listing.size).toLocaleString("en-US")} SAR/sqm/yr`);
    await expect(card).toContainText(`${listing.size} sqm`);
    await expect(card).toContainText(`${listing.capacity} people`);
    const badges = card.locator("ul").last().getByRole("listitem");
    await expect(badges).toHaveCount(5);
    await expect(badges.last()).toContainText(`+${listing.amenities.length - 4} more amenities`);
  });

  test("no match: the empty message and a link that clears the filters", async ({ page }) => {
    const criteria = { district: ["Al Naseem"], furnished: true };
    expect(matching(criteria)).toHaveLength(0);
    await page.goto("/");
    const panel = filterPanel(page);
    await panel.getByRole("checkbox", { name: "Al Naseem", exact: true }).check();
    await panel.getByLabel("Furnishing").selectOption("true");
    await expect(panel.getByLabel("Furnishing")).toHaveValue("true");
    await panel.getByRole("button", { name: "Apply filters" }).click();

    await expectLocation(page, "/", { district: ["Al Naseem"], furnished: "true" });
    await expect(resultsHeading(page)).toHaveText("Offices found: 0");
    await expect(page.getByText("No properties match your search.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole("region", { name: /Offices found/ }).getByRole("link", { name: "Clear all filters" }).click();
    await expectLocation(page, "/");
    await expect(resultsHeading(page)).toHaveText(`Offices found: ${LISTINGS.length}`);
    await expect(panel.getByRole("checkbox", { name: "Al Naseem", exact: true })).not.toBeChecked();
  });

  test("the sidebar's 'Clear all filters' goes back to the bare path", async ({ page }) => {
    await page.goto("/map?district=Olaya&furnished=false");
    await filterPanel(page).getByRole("link", { name: "Clear all filters" }).click();
    await expectLocation(page, "/map");
    await expect(page.getByRole("note")).toContainText(`Offices on the map: ${LISTINGS.length}`);
  });

  for (const [url, problem] of [
    ["/?minPrice=abc", "minPrice must be a whole number"],
    ["/map?sort=cheapest", "sort must be one of featured, price-asc, price-desc, size, recent"],
    ["/?minSize=900&maxSize=100", "minSize must not be more than maxSize"],
  ] as const) {
    test(`a malformed search ${url} answers 400 and names the problem`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { name: "This search could not be read" })).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: problem })).toHaveCount(1);
      const path = new URL(url, "http://x").pathname;
      await page.getByRole("link", { name: "Start a new search" }).click();
      await expectLocation(page, path);
      await expect(resultsHeading(page)).toHaveText(`Offices found: ${LISTINGS.length}`);
    });
  }

  test("the hero search lands on the chosen district's results", async ({ page }) => {
    const district = "Granada";
    await page.goto("/");
    await page.getByLabel("Location").fill(district);
    await page.getByLabel("Property type").first().selectOption("Office");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expectLocation(page, "/", { district: [district], type: "Office" });
    await expectResults(page, matching({ district: [district] }).sort(featuredOrder));
    await expect(page.getByLabel("Location")).toHaveValue(district);
    await expect(page.locator("#results")).toBeInViewport();
  });

  test("the hero's Size Range button brings the size filter into view", async ({ page }) => {
    await page.goto("/");
    const sizeRange = page.getByRole("link", { name: "Size Range" });
    await expect(sizeRange).toHaveAttribute("href", "#filter-size");
    await expect(page.getByRole("link", { name: "Price Range" })).toHaveAttribute("href", "#filter-price");
    await expect(page.getByRole("link", { name: "More Filters" })).toHaveAttribute("href", "#filter-more");
    await expect(filterPanel(page).getByLabel("Minimum size")).not.toBeInViewport();
    await sizeRange.click();
    await expect(filterPanel(page).getByLabel("Minimum size")).toBeInViewport();
  });
});

test.describe("map page", () => {
  test("opens in map view with every result, and switches to grid", async ({ page }, testInfo) => {
    await page.goto("/map");
    await expect(viewNav(page).getByRole("link", { name: "Map" })).toHaveAttribute("aria-current", "page");
    await expect(resultsHeading(page)).toHaveText(`Offices found: ${LISTINGS.length}`);
    await expect(page.getByRole("note")).toContainText(`Offices on the map: ${LISTINGS.length}`);
    const map = page.getByTestId("results-map");
    if (usesJs(testInfo)) {
      await expect(map.locator(".leaflet-container")).toBeVisible();
    } else {
      // Without scripts: the same results grouped by district, one section per district.
      await expect(map.getByRole("region")).toHaveCount(distinctDistricts(LISTINGS));
      const olaya = matching({ district: ["Olaya"] });
      const section = map.getByRole("region", { name: "Olaya", exact: true });
      await expect(section.getByRole("heading", { level: 4 })).toHaveText(`Olaya (${olaya.length})`);
      await expect(section.getByTestId("compact-property-card")).toHaveCount(olaya.length);
      await section.getByRole("link", { name: olaya[0]!.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/property/${olaya[0]!.id}$`));
      await page.goBack();
    }

    await viewNav(page).getByRole("link", { name: "Grid" }).click();
    await expectLocation(page, "/map", { view: "grid" });
    await expectResults(page, [...LISTINGS].sort(featuredOrder));
  });

  test("filters on the map page keep the map view", async ({ page }, testInfo) => {
    const expected = matching({ maxPrice: 80000 });
    await page.goto("/map");
    const input = filterPanel(page).getByLabel("Maximum price");
    await input.fill("80000");
    await filterPanel(page).getByRole("button", { name: "Apply filters" }).click();
    await expectLocation(page, "/map", { maxPrice: "80000" });
    await expect(page.getByRole("note")).toContainText(`Offices on the map: ${expected.length}`);
    const map = page.getByTestId("results-map");
    if (usesJs(testInfo)) await expect(map.locator(".leaflet-marker-icon")).toHaveCount(distinctDistricts(expected));
    else await expect(map.getByTestId("compact-property-card")).toHaveCount(expected.length);
  });
});

test.describe("with JavaScript", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!usesJs(testInfo), "needs JavaScript");
  });

  test("location suggestions: type, arrow down, Enter picks, Enter again searches", async ({ page }) => {
    await page.goto("/");
    const input = page.getByRole("combobox", { name: "Location" });
    await input.pressSequentially("ol");
    const options = page.getByRole("listbox", { name: "District suggestions" }).getByRole("option");
    await expect(options.first()).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(options.first()).toHaveText("Olaya");
    await expect(options.first()).toHaveAttribute("aria-selected", "false");

    await input.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);

    await input.press("Enter");
    await expect(input).toHaveValue("Olaya");
    await expect(page.getByRole("listbox", { name: "District suggestions" })).toBeHidden();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expectLocation(page, "/");

    await input.press("Enter");
    await expectLocation(page, "/", { district: ["Olaya"] });
    await expectResults(page, matching({ district: ["Olaya"] }).sort(featuredOrder));
  });

  test("location suggestions: arrows wrap, Escape and a click outside close the list", async ({ page }) => {
    await page.goto("/");
    const input = page.getByRole("combobox", { name: "Location" });
    const listbox = page.getByRole("listbox", { name: "District suggestions" });
    await input.pressSequentially("al m");
    const options = listbox.getByRole("option");
    const names = ["Al Malqa", "Al Muruj", "Al Mursalat", "Al Malaz", "Al Murabba"];
    await expect(options).toHaveText(names);

    await input.press("ArrowUp"); // from no highlight, up goes to the last
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await input.press("ArrowDown"); // and down from the last wraps to the first
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(listbox.locator('[aria-selected="true"]')).toHaveCount(1);

    await input.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).toHaveValue("al m");

    await input.press("ArrowDown"); // reopens
    await expect(listbox).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(listbox).toBeHidden();

    // A click on a suggestion picks it.
    await input.click();
    await expect(listbox).toBeVisible();
    await options.filter({ hasText: "Al Murabba" }).click();
    await expect(input).toHaveValue("Al Murabba");
    await expect(listbox).toBeHidden();
  });

  test("a filter checkbox applies at once, without the Apply button", async ({ page }) => {
    await page.goto("/");
    await filterPanel(page).getByRole("checkbox", { name: "Al Yasmin", exact: true }).check();
    await expectLocation(page, "/", { district: ["Al Yasmin"] });
    await expectResults(page, matching({ district: ["Al Yasmin"] }).sort(featuredOrder));
    await expect(page.getByRole("button", { name: "Sort", exact: true })).toHaveCount(0);
  });

  test("a card's carousel wraps: previous on the first image shows the last, next on the last the first", async ({ page }) => {
    await page.goto("/");
    const card = cards(page).first();
    const images = card.locator("img");
    const count = await images.count();
    expect(count).toBeGreaterThan(1);
    await expect(images.first()).toHaveAttribute("data-active", "true");

    await card.getByRole("button", { name: "Previous image" }).click();
    await expect(images.last()).toHaveAttribute("data-active", "true");
    await expect(card.locator('img[data-active="true"]')).toHaveCount(1);
    await expect(images.last()).toHaveAttribute("alt", new RegExp(`photo ${count} of ${count}$`));

    await card.getByRole("button", { name: "Next image" }).click();
    await expect(images.first()).toHaveAttribute("data-active", "true");
    await expect(card.locator('img[data-active="true"]')).toHaveCount(1);
  });

  test("map markers: one per district among the results, with a popup of its offices", async ({ page }) => {
    await page.goto("/map");
    const markers = page.locator(".leaflet-marker-icon");
    await expect(markers).toHaveCount(distinctDistricts(LISTINGS));

    const granada = matching({ district: ["Granada"] });
    await page.locator(`.leaflet-marker-icon[title="Granada (${granada.length})"]`).click();
    const popup = page.locator(".leaflet-popup");
    await expect(popup.getByTestId("compact-property-card")).toHaveCount(granada.length);

    const yasmin = matching({ district: ["Al Yasmin", "Olaya"] });
    await filterPanel(page).getByRole("checkbox", { name: "Al Yasmin", exact: true }).check();
    await filterPanel(page).getByRole("checkbox", { name: "Olaya", exact: true }).check();
    await expectLocation(page, "/map", { district: ["Al Yasmin", "Olaya"] });
    await expect(page.getByRole("note")).toContainText(`Offices on the map: ${yasmin.length}`);
    await expect(markers).toHaveCount(2);
  });
});
