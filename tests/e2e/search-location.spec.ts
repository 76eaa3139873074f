import { expect, type Page, test } from "@playwright/test";
import { DEMO_LISTINGS, DEMO_POINTS } from "../../demo-data/listings";
import { signIn } from "./sign-in";

// Issue 34, in both projects (scripts on and off): search by words in both languages, and every listing
// at its own point. The e2e database holds DEMO_LISTINGS only: listing i has id i + 1.

const idOf = (building: string) => DEMO_LISTINGS.findIndex((listing) => listing.building === building) + 1;
const cards = (page: Page) => page.getByTestId("property-card");
const firstCardTitle = (page: Page) => cards(page).first().getByRole("heading", { level: 3 });
const titleOf = (building: string, language: "en" | "ar" = "en") => {
  const listing = DEMO_LISTINGS.find((demo) => demo.building === building)!;
  return language === "en" ? listing.title : listing.titleAr;
};

async function jsonLdGeo(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  // The point sits on the office the listing is about (issue 37).
  const listing = blocks.map((text) => JSON.parse(text) as unknown).flat() as { about?: { geo: unknown } }[];
  return listing.find((block) => block.about)?.about?.geo;
}

test("an Arabic visitor types برج المملكة in the words box: offices near the landmark, Kingdom Centre first; the chip takes it away", async ({
  page,
}) => {
  await page.goto("/?lng=ar");
  if (test.info().project.name === "js") await expect(page.getByRole("button", { name: "ترتيب", exact: true })).toHaveCount(0);
  const search = page.getByRole("form", { name: "بحث" });
  await search.getByLabel("مبنى أو شارع أو كلمات").fill("برج المملكة");
  await search.getByRole("button", { name: "بحث" }).click();
  // A landmark's name is a search near it (issue 34), nearest first.
  await expect(page).toHaveURL(/[?&]near=kingdom-centre&within=2000&sort=distance/);
  await expect(firstCardTitle(page)).toHaveText(titleOf("Kingdom Centre", "ar"));
  await expect(page.getByTestId("card-distance").first()).toHaveText("0 م من برج المملكة");
  expect(await cards(page).count()).toBeLessThan(DEMO_LISTINGS.length);

  const chip = page.getByRole("link", { name: /ضمن 2 كم من برج المملكة/ });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).not.toHaveURL(/[?&]near=/);
  await expect(page.getByLabel("المعلم", { exact: true })).toHaveValue("");
});

test("kingdom centre office, a misspelt building name and مكتب مفروش find the right listings", async ({ page }) => {
  for (const [q, building] of [
    ["kingdom centre office", "Kingdom Centre"],
    ["Kingdum Center", "Kingdom Centre"],
    ["Faisalia Tower", "Al Faisaliah Tower"],
  ] as const) {
    await page.goto(`/?q=${encodeURIComponent(q)}`);
    await expect(firstCardTitle(page)).toHaveText(titleOf(building));
    await expect(page.getByLabel("Search by words")).toHaveValue(q);
  }
  await page.goto(`/?q=${encodeURIComponent("مكتب مفروش")}&lng=ar`);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator("#results-heading")).not.toContainText(String(DEMO_LISTINGS.length));
});

test("the words box of the filter panel searches, and keeps the other filters", async ({ page }) => {
  await page.goto("/?district=Olaya");
  if (test.info().project.name === "js") await expect(page.getByRole("button", { name: "Sort", exact: true })).toHaveCount(0);
  const panel = page.getByRole("complementary", { name: "Filters" });
  await panel.getByLabel("Search by words").fill("Faisaliah");
  await panel.getByLabel("Search by words").press("Enter");
  await expect(page).toHaveURL(/\?q=Faisaliah&district=Olaya/);
  await expect(cards(page)).toHaveCount(1);
  await expect(firstCardTitle(page)).toHaveText(titleOf("Al Faisaliah Tower"));
});

test("the listing page's map and JSON-LD use the listing's own point", async ({ page }) => {
  const id = idOf("Kingdom Centre");
  const [latitude, longitude] = DEMO_POINTS["Kingdom Centre"]!;
  await page.goto(`/property/${id}`);
  expect(await jsonLdGeo(page)).toEqual({ "@type": "GeoCoordinates", latitude, longitude });
  await expect(page.getByRole("link", { name: "View larger map" })).toHaveAttribute(
    "href",
    new RegExp(`mlat=${latitude.toFixed(6)}&mlon=${longitude.toFixed(6)}`),
  );
});

test("the admin places a listing by pasting a map link, and a short link is named as unreadable", async ({ page }) => {
  // One listing per project, so the two projects never edit the same one at once.
  const building = test.info().project.name === "js" ? "Hittin Gate" : "Sulimaniyah Business Tower";
  const id = idOf(building);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto(`/admin/dashboard/properties/${id}/edit`);
  const editor = page.getByRole("dialog", { name: "Edit property" });
  await editor.getByLabel("Map link (optional)").fill("https://maps.app.goo.gl/AbCdEf123");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // The field's own message; the error summary above the form repeats it after the field's name.
  await expect(editor.locator("#property-form-mapLink-error")).toContainText("No coordinates could be read from this link.");

  const [latitude, longitude] = test.info().project.name === "js" ? [24.76123, 46.59876] : [24.70411, 46.69522];
  await editor.getByLabel("Map link (optional)").fill(`https://www.google.com/maps/place/Office/@${latitude},${longitude},17z`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard#property-row-${id}$`));

  await page.goto(`/property/${id}`);
  expect(await jsonLdGeo(page)).toEqual({ "@type": "GeoCoordinates", latitude, longitude });
  await page.goto(`/admin/dashboard/properties/${id}/edit`);
  await expect(page.getByRole("dialog", { name: "Edit property" }).getByLabel("Latitude")).toHaveValue(String(latitude));
});

test("with scripts, a click on the editor's map sets both coordinates", async ({ page }) => {
  test.skip(test.info().project.name !== "js", "the map picker needs scripts; without them the boxes are the field");
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto(`/admin/dashboard/properties/${idOf("Granada Plaza")}/edit`);
  const editor = page.getByRole("dialog", { name: "Edit property" });
  const latitude = editor.getByLabel("Latitude");
  const before = await latitude.inputValue();
  const map = editor.getByTestId("listing-map").locator(".leaflet-container");
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 4, y: box.height / 4 } });
  await expect(latitude).not.toHaveValue(before);
  await expect(latitude).toHaveValue(/^24\.\d{6}$/);
  await expect(editor.getByLabel("Longitude")).toHaveValue(/^46\.\d{6}$/);
});
