import { expect, type Page, test } from "@playwright/test";
import { SCREENS } from "../playwright.config";
import { DEMO_LISTINGS } from "../../demo-data/listings";
import { TOUR_HOSTS } from "../../app/schemas/tour";

// Issue 38's media on a phone, with scripts on and off: the full-screen viewer (a dialog walked by keys and
// swipes with scripts; one fragment per picture with previous/next links without), the floor plans section
// and the tour link, which loads nothing from its host before it is followed. Listing 1 of the demo has
// photos, two floor plans and a Matterport tour.
test.use({ viewport: { width: 390, height: 844 } });

const LISTING = DEMO_LISTINGS[0]!;
const PHOTOS = LISTING.imageVariants.length;
const TOTAL = PHOTOS + LISTING.floorPlanVariants!.length;
const usesJs = () => test.info().project.name === "js";

const TOUR_HOST_NAMES: readonly string[] = Object.values(TOUR_HOSTS).flat();

/** Every request the page makes to a tour's host (the listing's map, further down, is the map's own matter). */
function tourHostRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (TOUR_HOST_NAMES.includes(new URL(request.url()).hostname)) seen.push(request.url());
  });
  return seen;
}

test("the viewer, the floor plans and the tour link", async ({ page }) => {
  expect(LISTING.tourUrl).toMatch(/^https:\/\/my\.matterport\.com\//);
  const outside = tourHostRequests(page);
  await page.goto("/property/1");

  const plans = page.getByRole("region", { name: "Floor plans" });
  await expect(plans.getByRole("link")).toHaveCount(TOTAL - PHOTOS);
  const tour = page.getByRole("region", { name: "Tour" }).getByRole("link", { name: "Walk through the 3D tour on Matterport" });
  await expect(tour).toHaveAttribute("href", LISTING.tourUrl!);

  const fullScreen = page.getByRole("link", { name: "Full screen", exact: true });
  if (usesJs()) {
    // Hydrated: the no-script fragments are gone.
    await expect(page.getByTestId("viewer-pages")).toHaveCount(0);
    await fullScreen.click();
    const viewer = page.getByRole("dialog", { name: /Photos and plans of/ });
    const counter = viewer.getByTestId("viewer-counter");
    await expect(counter).toHaveText(`1 / ${TOTAL}`);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`2 / ${TOTAL}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    // Wrapped round to the last picture: a floor plan.
    await expect(counter).toHaveText(`${TOTAL} / ${TOTAL}`);
    await expect(viewer.getByText("Floor plan", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(fullScreen).toBeFocused();
    // A floor plan's link opens the viewer at that plan.
    await plans.getByRole("link", { name: "Open floor plan 2 full size" }).click();
    await expect(counter).toHaveText(`${TOTAL} / ${TOTAL}`);
    await viewer.getByRole("button", { name: "Close" }).click();
  } else {
    await fullScreen.click();
    await expect(page).toHaveURL(/#photo-1$/);
    const first = page.locator("#photo-1");
    await expect(first.getByTestId("viewer-counter")).toHaveText(`1 / ${TOTAL}`);
    await first.getByRole("link", { name: "Next" }).click();
    await expect(page.locator("#photo-2").getByTestId("viewer-counter")).toBeVisible();
    await expect(first).toBeHidden();
    await page.locator("#photo-2").getByRole("link", { name: "Previous" }).click();
    await expect(first).toBeVisible();
    await first.getByRole("link", { name: "Back to the listing" }).click();
    await expect(page).toHaveURL(/#gallery$/);
    await expect(first).toBeHidden();
    await plans.getByRole("link", { name: "Open floor plan 1 full size" }).click();
    await expect(page.locator(`#photo-${PHOTOS + 1}`)).toContainText("Floor plan");
  }
  // Nothing came from a tour host until the visitor follows the link.
  expect(outside).toEqual([]);
  await page.route("https://my.matterport.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Tour</title>" }));
  await page.goto("/property/1");
  await page.getByRole("region", { name: "Tour" }).getByRole("link").click();
  await expect(page).toHaveURL(LISTING.tourUrl!);
  expect(outside).toEqual([LISTING.tourUrl]);
});

test("the viewer in Arabic: the next arrow and swipe follow the page's direction", async ({ page }) => {
  await page.goto("/property/1?lng=ar");
  const fullScreen = page.getByRole("link", { name: "ملء الشاشة", exact: true });
  if (usesJs()) {
    await expect(page.getByTestId("viewer-pages")).toHaveCount(0);
    await fullScreen.click();
    const counter = page.getByRole("dialog").getByTestId("viewer-counter");
    await expect(counter).toHaveText(`1 / ${TOTAL}`);
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`2 / ${TOTAL}`);
    // A swipe towards the page's start (right, in Arabic) brings the next picture.
    const box = (await page.getByRole("dialog").getByRole("img").boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(counter).toHaveText(`3 / ${TOTAL}`);
    await page.screenshot({ path: `${SCREENS}/viewer-ar-js.png` });
  } else {
    await fullScreen.click();
    await page.locator("#photo-1").getByRole("link", { name: "التالية" }).click();
    await expect(page.locator("#photo-2").getByTestId("viewer-counter")).toHaveText(`2 / ${TOTAL}`);
    await page.screenshot({ path: `${SCREENS}/viewer-ar-no-js.png` });
    await page.locator("#photo-2").getByRole("link", { name: "العودة إلى الإعلان" }).click();
    await expect(page.locator("#photo-2")).toBeHidden();
  }
});
