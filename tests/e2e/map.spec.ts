import { expect, type Locator, type Page, test } from "@playwright/test";
import ar from "../../app/locales/ar";
import en from "../../app/locales/en";

// The map page on a phone (issue 11): without scripts the district list is part of the page, with
// scripts the map keeps its height, speaks the page's language and keeps its pins and popups in view.
test.use({ viewport: { width: 390, height: 844 } });

const PHONE_WIDTH = 390;
const map = (page: Page) => page.getByTestId("results-map");

/** The titles or classes of the elements that reach beyond the map's box. */
function outsideTheMap(elements: Locator) {
  return elements.evaluateAll((all) =>
    all
      .filter((element) => {
        const map = element.closest(".leaflet-container")!.getBoundingClientRect();
        const rect = element.getBoundingClientRect();
        return rect.left < map.left || rect.top < map.top || rect.right > map.right || rect.bottom > map.bottom;
      })
      .map((element) => element.getAttribute("title") ?? element.className),
  );
}

/** Elements under <main> that scroll on their own (overflow-y auto or scroll) and hold more than they show. */
function innerScrollers(page: Page) {
  return page.locator("main").evaluate((main) =>
    [main, ...main.querySelectorAll("*")]
      .filter((element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowY))
      .filter((element) => element.scrollHeight - element.clientHeight > 4)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.scrollHeight} > ${element.clientHeight}`),
  );
}

for (const [lng, texts] of [
  ["en", en],
  ["ar", ar],
] as const) {
  test(`without JavaScript (${lng}): the district list is in the page's flow, nothing clipped`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "no-js", "the list shown without JavaScript");
    await page.goto(`/map?lng=${lng}`);
    const cards = map(page).getByTestId("compact-property-card");
    await expect(cards.first()).toBeVisible();

    expect(await innerScrollers(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
    // The list grows the box instead of scrolling inside 600 px.
    expect((await map(page).boundingBox())!.height).toBeGreaterThan(2000);

    const banner = page.getByRole("note");
    await expect(banner).toContainText(texts.browse.mapListHint, { useInnerText: true });
    await expect(banner).not.toContainText(texts.browse.mapHint, { useInnerText: true });

    // Titles wrap: each one fits its heading, and no heading is cut.
    const titles = await cards.getByRole("heading", { level: 3 }).evaluateAll((headings) =>
      headings.map((heading) => {
        const box = heading.getBoundingClientRect();
        const link = heading.querySelector("a")!.getBoundingClientRect();
        return {
          fits: heading.scrollWidth <= heading.clientWidth && link.left >= box.left - 1 && link.right <= box.right + 1,
          title: heading.textContent,
        };
      }),
    );
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((title) => !title.fits)).toEqual([]);
  });
}

test("with JavaScript in Arabic: translated, mirrored controls, pins and popup inside the 600 px map", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "js", "the Leaflet map");
  await page.goto("/map?lng=ar");
  const container = map(page).locator(".leaflet-container");
  await expect(container).toBeVisible();
  expect((await container.boundingBox())!.height).toBe(600);

  for (const [button, title] of [
    [".leaflet-control-zoom-in", ar.browse.mapZoomIn],
    [".leaflet-control-zoom-out", ar.browse.mapZoomOut],
  ] as const) {
    await expect(container.locator(`.leaflet-right ${button}`)).toHaveAttribute("title", title);
    await expect(container.locator(button)).toHaveAttribute("aria-label", title);
  }
  await expect(container.locator(".leaflet-left .leaflet-control-attribution")).toContainText("OpenStreetMap");

  // Every marker is inside the map (it opens on the area the markers were read for).
  const markers = container.locator(".leaflet-marker-icon");
  await expect(markers.first()).toBeVisible();
  // The markers of the map's own view, not the loader's about to be replaced (a pin pressed then is gone).
  await expect(container).toHaveAttribute("aria-busy", "false");
  expect(await outsideTheMap(markers)).toEqual([]);

  // From the keyboard, a bubble zooms in until price pins show (Riyadh on a phone opens as bubbles).
  const pins = container.locator(".map-price-pin");
  for (let step = 0; step < 6 && (await pins.count()) === 0; step++) {
    const before = await markers.count();
    await container.locator(".map-cluster").first().press("Enter");
    await expect.poll(() => markers.count()).not.toBe(before);
    await expect(container).toHaveAttribute("aria-busy", "false");
  }
  await expect(pins.first()).toHaveText(/^\d+(\.\d)? (ألف|مليون)$/);
  await expect(pins.first()).toHaveAttribute("title", ar.browse.mapPinCard.replace("{{price}}", (await pins.first().textContent())!));
  // The top-most pin's card opens upwards, the worst case: the map pans until it fits.
  const tops = await pins.evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().top));
  await pins.nth(tops.indexOf(Math.min(...tops))).press("Enter");
  const popup = container.locator(".leaflet-popup");
  await expect(popup.getByTestId("compact-property-card").first()).toBeVisible();
  await expect.poll(() => outsideTheMap(popup)).toEqual([]);
  // ...and below the zoom buttons, which would cover its heading.
  const zoom = (await container.locator(".leaflet-control-zoom").boundingBox())!;
  // Polled: the map's pan to fit the card is animated, and a CI run once read it 2 px short, mid-pan.
  await expect.poll(async () => (await popup.boundingBox())!.y).toBeGreaterThan(zoom.y + zoom.height);
  // The close button sits at the popup's inline end: on the left in Arabic.
  const popupBox = (await popup.boundingBox())!;
  const close = (await popup.locator(".leaflet-popup-close-button").boundingBox())!;
  expect(close.x + close.width / 2).toBeLessThan(popupBox.x + popupBox.width / 2);
});

test("with JavaScript on a phone: no two markers overlap; a count bubble zooms in, and Search this area counts what is on screen", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "the Leaflet map");
  await page.goto("/map?lng=en");
  const container = map(page).locator(".leaflet-container");
  const markers = container.locator(".leaflet-marker-icon");
  await expect(markers.first()).toBeVisible();
  await expect(container).toHaveAttribute("aria-busy", "false");
  // One per price pin, plus each bubble's number.
  const officesShown = () =>
    markers.evaluateAll((icons) =>
      icons.reduce(
        (sum, icon) => sum + (icon.classList.contains("map-cluster") ? Number(icon.querySelector("[data-cluster]")!.textContent) : 1),
        0,
      ),
    );
  const overlapping = () =>
    markers.evaluateAll((icons) => {
      const boxes = icons.map((icon) => ({ title: icon.getAttribute("title"), box: icon.getBoundingClientRect() }));
      return boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => a.box.left < b.box.right && b.box.left < a.box.right && a.box.top < b.box.bottom && b.box.top < a.box.bottom)
          .map((b) => `${a.title} / ${b.title}`),
      );
    });
  // Every office of the results is on the map, as its own pin or inside a bubble (the API answers pages
  // of at most 100: the demo's listings fit one, and all lie inside the Riyadh area the map opens on).
  const listings = (await (await page.request.get("/api/properties?limit=100")).json()) as { latitude: number; longitude: number }[];
  await expect.poll(officesShown).toBe(listings.length);
  expect(await overlapping()).toEqual([]);

  // The bubble says its count; choosing it (from the keyboard too) zooms in.
  const bubble = container.locator(".map-cluster").first();
  await expect(bubble).toHaveAttribute("title", /^\d+ offices here: zoom in$/);
  const markersBefore = await markers.count();
  await bubble.focus();
  await bubble.press("Enter");
  await expect.poll(() => markers.count()).toBeGreaterThan(markersBefore);
  expect(await overlapping()).toEqual([]);

  // Searching the area on screen: the offices shown are those of the data inside the URL's new bbox.
  await page.getByRole("button", { name: en.browse.mapSearchArea }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("bbox")).not.toBeNull();
  const [west, south, east, north] = new URL(page.url()).searchParams.get("bbox")!.split(",").map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const inArea = listings.filter((l) => l.longitude >= west && l.longitude <= east && l.latitude >= south && l.latitude <= north);
  await expect(page.locator("#results-heading")).toHaveText(`Offices found: ${inArea.length}`);
  await expect.poll(officesShown).toBe(inArea.length);
  expect(await overlapping()).toEqual([]);
});
