import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { signIn } from "./sign-in";

// The dashboard's overview tab (issue 16), with and without scripts: every chart is a figure with a
// caption, an SVG image with a name and a description, and its data as a table behind "Show as table";
// a phone shows it without sideways scrolling in English (light) and Arabic (dark, right to left).
// Other specs share this database: nothing here counts rows of the whole site.

const CHARTS = [
  "Inquiries per week, last 12 weeks",
  "Published listings per district (top 10)",
  "Median yearly rent per sqm, by district",
  "Top 10 listings by inquiries, last 30 days",
] as const;

// The server answers before its first-start seed is done: wait for it before the first test.
test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get("/property/3")).status(), { timeout: 60_000 }).toBe(200);
});

/** An inquiry through the public API, from an address of this spec's own, so the last 30 days have one. */
async function askAbout(request: APIRequestContext, listing: number, project: string) {
  const answer = await request.post("/api/inquiries", {
    data: {
      propertyId: listing,
      name: "Overview check",
      email: "overview@example.com",
      phone: "050 765 4322",
      message: `Overview ${project}`,
    },
    headers: { "X-Forwarded-For": project === "js" ? "203.0.113.71" : "203.0.113.72" },
  });
  expect(answer.status()).toBe(201);
}

test("an admin opens the overview: every chart has its text alternative and its table", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await askAbout(page.request, 3, testInfo.project.name);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
  await tabs.getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/overview$/);
  await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Needs attention" })).toBeVisible();

  for (const title of CHARTS) {
    const figure = page.getByRole("figure", { name: title });
    await expect(figure, title).toBeVisible();
    const chart = figure.getByRole("img", { name: title });
    await expect(chart, title).toBeVisible();
    // The description sums the data up in words.
    await expect(chart, title).toHaveAccessibleDescription(/\d/);
    const toggle = figure.getByText("Show as table");
    const table = figure.getByRole("table", { name: title });
    await expect(table).toBeHidden();
    await toggle.click();
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader").first()).toBeVisible();
    expect(await table.locator("tbody tr").count(), title).toBeGreaterThan(0);
  }
  // Twelve weeks, each a row, zeros included.
  await expect(page.getByRole("table", { name: CHARTS[0] }).locator("tbody tr")).toHaveCount(12);
  // Statuses are named in the legend, not told by colour alone.
  const legend = page.getByRole("list", { name: "Inquiry status" });
  for (const status of ["New", "Contacted", "Viewing", "Won", "Lost"])
    await expect(legend.getByText(status, { exact: true })).toBeVisible();

  if (testInfo.project.name === "js") {
    const audit = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`)).toEqual([]);
  }
});

const LOOKS = [
  { lng: "en", theme: "light", dir: "ltr", viewport: { width: 1280, height: 900 }, shot: "overview-desktop-en-light" },
  { lng: "ar", theme: "dark", dir: "rtl", viewport: { width: 390, height: 844 }, shot: "overview-phone-ar-dark" },
  { lng: "en", theme: "light", dir: "ltr", viewport: { width: 390, height: 844 }, shot: null },
] as const;

for (const look of LOOKS) {
  test(`the overview fits ${look.viewport.width} px in ${look.lng} (${look.theme})`, async ({ page, context, baseURL }, testInfo) => {
    await page.setViewportSize(look.viewport);
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await context.addCookies([
      { name: "lng", value: look.lng, url: baseURL! },
      { name: "theme", value: look.theme, url: baseURL! },
    ]);
    await page.goto("/admin/dashboard/overview");
    await expect(page.locator("html")).toHaveAttribute("dir", look.dir);
    await expect(page.getByRole("figure")).toHaveCount(4);
    // Every chart's SVG is inside the page, whatever the language.
    for (const box of await page
      .locator("figure svg[role=img]")
      .evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(look.viewport.width);
    }
    // Open tables too: they scroll inside their own box, never the page.
    for (const summary of await page.locator("figure summary").all()) await summary.click();
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    for (const summary of await page.locator("figure summary").all()) await summary.click();

    if (look.shot && testInfo.project.name === "js") {
      mkdirSync("/tmp/keep", { recursive: true });
      // From the top, so the sticky header is drawn where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `/tmp/keep/${look.shot}.png`, fullPage: true });
    }
  });
}
