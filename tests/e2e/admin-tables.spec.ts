import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./sign-in";

// Issue 50, point 11: every dashboard table fits its box or scrolls visibly inside it, at 1280 px and on a
// 390 px phone, in Arabic (and the properties table in English too), with and without scripts. A table's
// box is a region named by the table's caption that a keyboard can focus (and so scroll); the properties
// table fits a 1280 px screen whole, its "Still available", Edit, Delete and one-tap state buttons on screen.

const TABS = [
  "/admin/dashboard",
  "/admin/dashboard/inquiries",
  "/admin/dashboard/districts",
  "/admin/dashboard/landmarks",
  "/admin/dashboard/activity",
  "/admin/dashboard/outbox",
] as const;

const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get("/property/3")).status(), { timeout: 60_000 }).toBe(200);
});

/** The box's and the page's widths, and where the box sits. */
async function measure(page: Page) {
  const box = page.locator("[data-table-box]").first();
  return box.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
    overflowX: getComputedStyle(element).overflowX,
    page: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
}

/** Each of the first row's actions lies inside the screen and inside the table's box. */
async function expectActionsOnScreen(page: Page, width: number, where: string, listing: boolean) {
  const box = (await page.locator("[data-table-box]").first().boundingBox())!;
  const row = page.locator("tbody tr").first();
  const actions = [row.locator("a[href*='/edit']").first(), row.locator("a[href*='/delete']").first()];
  if (listing) {
    actions.push(row.getByRole("button", { name: /^(Still available|ما زال متاحًا):/ }));
    // The one-tap state changes (issue 50, point 15).
    actions.push(row.locator("form[action*='/lifecycle'] button").first(), row.locator("form[action*='/lifecycle'] button").last());
  }
  for (const action of actions) {
    const place = (await action.boundingBox())!;
    expect(place, where).not.toBeNull();
    expect(place.x, where).toBeGreaterThanOrEqual(Math.max(0, box.x) - 1);
    expect(place.x + place.width, where).toBeLessThanOrEqual(Math.min(width, box.x + box.width) + 1);
  }
}

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test("every admin table, in Arabic, fits or scrolls inside a named, focusable box", async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      await signIn(page);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await page.context().addCookies([{ name: "lng", value: "ar", url: baseURL! }]);
      for (const path of TABS) {
        const where = `${size.width} ${path}`;
        await page.goto(path);
        await expect(page.locator("html"), where).toHaveAttribute("dir", "rtl");
        // The outbox may be empty when this spec runs first: an empty table is a sentence, not a box.
        if (path.endsWith("/outbox") && (await page.locator("tbody tr").count()) === 0) continue;
        const region = page.getByRole("region", { name: await page.locator("table caption").first().innerText() });
        await expect(region, where).toHaveAttribute("data-table-box", "");
        await expect(region, where).toHaveAttribute("tabindex", "0");
        await region.focus();
        await expect(region, where).toBeFocused();
        const widths = await measure(page);
        // Never the page itself sideways.
        expect(widths.page, where).toBeLessThanOrEqual(widths.inner);
        // Fits its box, or the box scrolls (and shows its scrollbar: tailwind.css's scroll-sideways).
        if (widths.scrollWidth > widths.clientWidth) expect(widths.overflowX, where).toBe("auto");
        if (path === "/admin/dashboard" || path.endsWith("/districts") || path.endsWith("/landmarks")) {
          await expectActionsOnScreen(page, size.width, where, path === "/admin/dashboard");
        }
        if (path === "/admin/dashboard") {
          // The properties table fits whole: nothing of it is beyond the box's edge.
          expect(widths.scrollWidth, where).toBeLessThanOrEqual(widths.clientWidth);
        }
      }
    });

    test("the properties table fits in English as well", async ({ page, baseURL }) => {
      await signIn(page);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await page.context().addCookies([{ name: "lng", value: "en", url: baseURL! }]);
      await page.goto("/admin/dashboard");
      const widths = await measure(page);
      expect(widths.page).toBeLessThanOrEqual(widths.inner);
      expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
      await expectActionsOnScreen(page, size.width, `${size.width} en`, true);
    });
  });
}
