import { expect, type Locator, type Page, test } from "@playwright/test";
import ar from "../../app/locales/ar";
import en from "../../app/locales/en";
import { SCALE_BASE_URL, SCREENS } from "../playwright.config";

// Issue 50, points 4, 7 and 8: what a phone (and a 1280 px screen) shows of the compare table, the map,
// the charts, a listing's first screen and the saved page's compare button. Scripts on and off.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const LANGUAGES = { en, ar } as const;

type Box = { x: number; y: number; width: number; height: number };
const meet = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the elements `locator` finds that are drawn (not display:none), as the screen shows them. */
const drawnBoxes = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements
      .map((element) => ({
        label: element.getAttribute("aria-label") ?? element.getAttribute("title") ?? "",
        kind: element.matches(".map-cluster, [data-cluster]") ? "cluster" : "pin",
        box: element.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ label, kind, box }) => ({ label, kind, box: { x: box.x, y: box.y, width: box.width, height: box.height } })),
  );

/** Pairs of boxes that meet, named. */
const meeting = (boxes: { label: string; box: Box }[]) =>
  boxes.flatMap((a, i) => boxes.slice(i + 1).flatMap((b) => (meet(a.box, b.box) ? [`${a.label} / ${b.label}`] : [])));

test.describe("compare on a phone (point 4)", () => {
  test.use({ viewport: PHONE });

  test("every compared office is reachable and said to be; phone numbers on one line; one price format", async ({ page }, testInfo) => {
    await page.goto("/compare?ids=1,2,3&lng=ar");
    const region = page.getByRole("region", { name: ar.compare.title });
    await expect(region).toHaveAttribute("tabindex", "0");
    // The third office starts beyond the box's edge, and the hint says how many there are.
    const hint = region.getByText(ar.compare.swipeHint.replace("{{total}}", "3"));
    await expect(hint).toBeVisible();
    await expect(region).toHaveAccessibleDescription(ar.compare.swipeHint.replace("{{total}}", "3"));
    const headers = region.getByRole("columnheader");
    await expect(headers).toHaveCount(3);
    const regionBox = (await region.boundingBox())!;
    const third = (await headers.nth(2).boundingBox())!;
    expect(third.x).toBeLessThan(regionBox.x);
    await page.screenshot({ path: `${SCREENS}/compare-phone-ar-${testInfo.project.name}.png` });
    // Each office can be brought whole into the box, beside the fact names.
    for (const index of [0, 1, 2]) {
      await headers.nth(index).scrollIntoViewIfNeeded();
      const box = (await headers.nth(index).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(regionBox.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
    }
    // From the keyboard too: the box takes the focus and the arrows scroll it.
    await region.evaluate((element) => (element.scrollLeft = 0));
    await region.focus();
    for (let step = 0; step < 10; step++) await page.keyboard.press("ArrowLeft");
    expect(await region.evaluate((element) => element.scrollLeft)).toBeLessThan(0);

    // A phone number is one line, left to right.
    const phones = region.locator('a[href^="tel:"]');
    await expect(phones).toHaveCount(3);
    for (const phone of await phones.all()) {
      await expect(phone).toHaveAttribute("dir", "ltr");
      const lines = await phone.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
    }

    // Two offices fit side by side: no hint then.
    await page.goto("/compare?ids=1,2&lng=ar");
    await expect(page.getByRole("columnheader")).toHaveCount(2);
    await expect(page.getByText(ar.compare.swipeHint.replace("{{total}}", "2"))).toBeHidden();
  });

  for (const [language, texts] of Object.entries(LANGUAGES)) {
    test(`every amount in one format (${language})`, async ({ page }) => {
      await page.goto(`/compare?ids=1,2,3&lng=${language}`);
      const unit = language === "ar" ? "ريال" : "SAR";
      const rows = [texts.compare.rent, texts.compare.pricePerSqm, texts.trust.serviceCharge, texts.trust.totalPerYear];
      for (const name of rows) {
        const cells = page.getByRole("row", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")}`) }).getByRole("cell");
        await expect(cells).toHaveCount(3);
        for (const text of await cells.allTextContents()) expect(text, name).toMatch(new RegExp(`^[\\d,]+ ${unit}$`));
      }
    });
  }
});

test.describe("the map's markers and compass (point 7)", () => {
  /** The markers drawn on the results map: the server's links without scripts, Leaflet's icons with them. */
  const markers = (page: Page, js: boolean) =>
    (js
      ? page.locator(".leaflet-container .leaflet-marker-icon")
      : page.getByTestId("area-map").locator("a[data-pin], a[data-cluster]")
    ).filter({
      // The no-script map holds a layer of markers for each width it may be drawn at; one shows.
      visible: true,
    });

  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    for (const language of ["ar", "en"] as const) {
      test(`no two markers overlap on a ${size} (${language}), with the demo's offices and 10,000 more`, async ({ page }, testInfo) => {
        // Four maps, two of them on the server with 10,000 offices.
        test.slow();
        const js = testInfo.project.name === "js";
        await page.setViewportSize(viewport);
        let most = 0;
        let bubbles = 0;
        // Riyadh as the map opens, and Olaya closer in, where pins and bubbles stand side by side.
        for (const base of ["", SCALE_BASE_URL]) {
          for (const area of ["", "&bbox=46.66,24.68,46.7,24.72&zoom=13"]) {
            await page.goto(`${base}/map?lng=${language}${area}`);
            if (js) await expect(page.locator(".leaflet-container")).toHaveAttribute("aria-busy", "false");
            await expect(markers(page, js).first()).toBeVisible();
            const boxes = await drawnBoxes(markers(page, js));
            expect(meeting(boxes), `${base || "demo"} ${area}`).toEqual([]);
            most = Math.max(most, boxes.length);
            bubbles += boxes.filter(({ kind }) => kind === "cluster").length;
            if (!base && !area && size === "phone" && language === "ar") {
              await page.getByTestId("results-map").screenshot({ path: `${SCREENS}/map-phone-ar-${testInfo.project.name}.png` });
            }
          }
        }
        // Enough offices to cluster: several markers on one map, bubbles among them.
        expect(most).toBeGreaterThan(3);
        expect(bubbles).toBeGreaterThan(0);
      });
    }
  }

  for (const [language, texts] of Object.entries(LANGUAGES)) {
    test(`the compass keeps the map's sides (${language})`, async ({ page }, testInfo) => {
      await page.setViewportSize(PHONE);
      await page.goto(`/map?lng=${language}`);
      if (testInfo.project.name === "js") {
        // The scripted map pans by dragging: no compass, its markers instead.
        await expect(page.locator(".leaflet-container .leaflet-marker-icon").first()).toBeVisible();
        await expect(page.getByTestId("map-compass")).toHaveCount(0);
        return;
      }
      const compass = page.getByTestId("map-compass");
      const place = async (direction: keyof typeof texts.browse.mapPan) =>
        (await compass.getByRole("link", { name: texts.browse.mapPan[direction], exact: true }).boundingBox())!;
      const [north, west, east, south] = await Promise.all([place("north"), place("west"), place("east"), place("south")]);
      expect(west.x + west.width).toBeLessThanOrEqual(east.x);
      expect(north.y + north.height).toBeLessThanOrEqual(Math.min(west.y, east.y));
      expect(south.y).toBeGreaterThanOrEqual(Math.max(west.y + west.height, east.y + east.height));
      // West goes west: the area's west edge moves to smaller longitudes.
      await compass.getByRole("link", { name: texts.browse.mapPan.west, exact: true }).click();
      const [westEdge] = new URL(page.url()).searchParams.get("bbox")!.split(",").map(Number);
      expect(westEdge).toBeLessThan(46.41163);
    });
  }
});

test.describe("the charts' month labels at 1280 px (point 8)", () => {
  test.use({ viewport: DESKTOP });

  for (const language of ["ar", "en"] as const) {
    test(`no two labels touch (${language})`, async ({ page }, testInfo) => {
      await page.goto(`/districts/olaya?lng=${language}`);
      const charts = page.locator("figure svg[role=img]");
      await expect(charts.first()).toBeVisible();
      for (const chart of await charts.all()) {
        // The labels under the columns: the SVG's last row of text.
        const labels = await chart.evaluate((svg) => {
          const texts = [...svg.querySelectorAll("text")];
          const lowest = Math.max(...texts.map((text) => Number(text.getAttribute("y"))));
          return texts
            .filter((text) => Number(text.getAttribute("y")) === lowest)
            .map((text) => ({ label: text.textContent ?? "", box: text.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0)
            .map(({ label, box }) => ({ label, box: { x: box.x - 4, y: box.y, width: box.width + 8, height: box.height } }));
        });
        expect(labels.length).toBeGreaterThanOrEqual(4);
        expect(meeting(labels)).toEqual([]);
      }
      if (language === "ar") await charts.first().screenshot({ path: `${SCREENS}/chart-1280-ar-${testInfo.project.name}.png` });
    });
  }
});

test.describe("a listing's first screen (point 8)", () => {
  for (const language of ["ar", "en"] as const) {
    test(`on a phone the price is above the fold (${language}); on a desktop the photos take 60% of the height`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`/property/1?lng=${language}`);
      const price = (await page.getByTestId("price").boundingBox())!;
      // Above the phone's contact bar, which covers the screen's bottom.
      const bar = (await page.locator("#contact-bar").boundingBox())!;
      expect(price.y + price.height).toBeLessThanOrEqual(Math.min(bar.y, PHONE.height));
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport({ ratio: 1 });

      await page.setViewportSize(DESKTOP);
      await page.goto(`/property/1?lng=${language}`);
      const gallery = (await page.locator("[aria-roledescription=carousel]").first().boundingBox())!;
      expect(Math.abs(gallery.height - DESKTOP.height * 0.6)).toBeLessThanOrEqual(2);
    });
  }
});

test.describe("the saved page's compare button (point 8)", () => {
  test.use({ viewport: PHONE });

  test("stays on screen beside the ticks as the cards scroll by, and compares them", async ({ page, baseURL }) => {
    for (const id of [1, 2, 3]) {
      const answer = await page.request.post("/saved", {
        form: { intent: "add", propertyId: String(id), redirectTo: "/saved" },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(303);
    }
    await page.goto("/saved?lng=ar");
    const compare = page.getByRole("button", { name: ar.saved.compare });
    const ticks = page.getByRole("checkbox", { name: /^قارن / });
    await expect(ticks).toHaveCount(3);
    for (const index of [0, 2]) {
      await ticks.nth(index).scrollIntoViewIfNeeded();
      await expect(ticks.nth(index)).toBeInViewport();
      await expect(compare).toBeInViewport({ ratio: 1 });
      await ticks.nth(index).check();
      // The button does not cover the tick.
      expect(meet((await ticks.nth(index).boundingBox())!, (await compare.boundingBox())!)).toBe(false);
    }
    await page.screenshot({ path: `${SCREENS}/saved-phone-ar.png` });
    await compare.click();
    await expect(page).toHaveURL(/\/compare\?ids=1,3$/);
  });
});
