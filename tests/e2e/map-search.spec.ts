import { expect, test } from "@playwright/test";
import ar from "../../app/locales/ar";
import en from "../../app/locales/en";

// Issue 34, map search: price pins and clusters from the server, the area in the URL. Without scripts the
// server draws the map (tiles, pins, zoom and pan links); with them, moving the map offers "Search this area".

const OLAYA = "46.66,24.68,46.7,24.72";

test("without scripts, on an Arabic phone: price pins and clusters on tiles, zoom and pan links change the area and the results", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "no-js", "the map the server draws");
  await page.setViewportSize({ width: 390, height: 844 });
  const shared = `/map?bbox=${OLAYA}&zoom=13&lng=ar`;
  await page.goto(shared);
  const map = page.getByTestId("area-map");
  await expect(map).toHaveAttribute("dir", "ltr");
  await expect(map.locator("img").first()).toHaveAttribute("src", /\/tiles\/13\/\d+\/\d+\.png$/);
  const pins = map.locator("a[data-pin]");
  await expect(pins.first()).toHaveText(/^\d+(\.\d)? (ألف|مليون)$/);
  const clusters = map.locator("a[data-cluster]");
  await expect(clusters.first()).toHaveText(/^\d+$/);
  const heading = page.locator("#results-heading");
  const before = { heading: await heading.textContent(), markers: await map.locator("a").count() };
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("map-no-js-ar-phone.png"), fullPage: false });

  // A cluster zooms into it.
  await clusters.first().click();
  await expect(page).toHaveURL(/zoom=1[4-8]/);
  // Zoom out and pan north: the URL's area moves, and so do the results.
  await page.getByRole("link", { name: ar.browse.mapZoomOut, exact: false }).first().click();
  await expect(page).toHaveURL(/bbox=[^&]+&zoom=1[3-7]/);
  const area = () => new URL(page.url()).searchParams.get("bbox")!.split(",").map(Number);
  const zoomedOut = area();
  await page.getByRole("link", { name: ar.browse.mapPan.north }).click();
  await expect.poll(() => area()[3]).toBeGreaterThan(zoomedOut[3]!);
  expect(area()[1]).toBeGreaterThan(zoomedOut[1]!);
  await expect(heading).not.toHaveText(before.heading!);

  // The shared address opens on the same area and results.
  await page.goto(shared);
  await expect(heading).toHaveText(before.heading!);
  await expect(map.locator("a")).toHaveCount(before.markers);
});

test("with scripts, in English: moving the map offers Search this area, which puts the area in the URL and follows it", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "the map the browser draws");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/map?bbox=${OLAYA}&zoom=14`);
  const heading = page.locator("#results-heading");
  const inArea = await heading.textContent();
  const leaflet = page.locator(".leaflet-container");
  await expect(leaflet).toBeVisible();
  await expect(page.getByRole("button", { name: en.browse.mapSearchArea })).toHaveCount(0);
  // Zoom out twice with the map's own button: the button appears. Leaflet drops a zoom asked for while
  // one is animating (it starts on the next frame), so each click waits for the last to end.
  const zoomOut = page.getByRole("button", { name: en.browse.mapZoomOut }).or(page.getByTitle(en.browse.mapZoomOut)).first();
  for (let step = 0; step < 2; step++) {
    await zoomOut.click();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(leaflet).not.toHaveClass(/leaflet-zoom-anim/);
  }
  const searchArea = page.getByRole("button", { name: en.browse.mapSearchArea });
  await expect(searchArea).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("map-js-en-desktop.png") });
  await searchArea.click();
  // Two steps out from the zoom the area was fitted at (in quarter steps, so it depends on the window), rounded.
  await expect.poll(() => Number(new URL(page.url()).searchParams.get("zoom"))).toBeLessThanOrEqual(13);
  expect(new URL(page.url()).searchParams.get("bbox")).not.toBe(OLAYA);
  await expect(heading).not.toHaveText(inArea!);
  // Back goes to the area before (the search was a history entry).
  await page.goBack();
  await expect(page).toHaveURL(/zoom=14/);
  await expect(heading).toHaveText(inArea!);
});
