import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./sign-in";

// The dashboard on a phone (390×844), in both projects ("js" and "no-js"), in English (light) and
// Arabic (dark, right to left): no sideways scrolling of the page, every row's Edit and Delete on
// screen, every tab on screen with its label on one line (the strip wraps to a second row), and dates as <time> elements in the page's language.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const TABS = [
  { path: "/admin/dashboard", rows: "actions" },
  { path: "/admin/dashboard/inquiries", rows: "inquiries" },
  { path: "/admin/dashboard/districts", rows: "actions" },
  // The log always has a row: the bootstrap admin's creation at the server's first start.
  { path: "/admin/dashboard/activity", rows: "log" },
] as const;

/** A date and time as the page shows it: day, month name, year and Riyadh's hours and minutes, Western digits. */
const SHOWN_DATE = {
  en: /^\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}$/,
  ar: /^\d{1,2} [\u0600-\u06FF]+ \d{4}، \d{2}:\d{2}$/,
} as const;

const LOOKS = [
  { lng: "en", theme: "light", dir: "ltr", tabs: "Dashboard sections" },
  { lng: "ar", theme: "dark", dir: "rtl", tabs: "أقسام لوحة التحكم" },
] as const;

// The server answers before its first-start seed is done: wait for it before the first test.
test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get("/property/3")).status(), { timeout: 60_000 }).toBe(200);
});

/** An inquiry through the listing's own form (with or without scripts), so the inquiries tab has a row. */
async function sendInquiry(page: Page, sender: string) {
  await page.goto("/property/3");
  await page.getByLabel("Name", { exact: true }).fill(sender);
  await page.getByLabel("Email", { exact: true }).fill("phone-check@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("+966 55 000 1122");
  await page.getByLabel("Message", { exact: true }).fill(`Checking the dashboard on a phone (${sender})`);
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByTestId("toast")).toContainText("Message sent");
}

async function expectInsideViewport(page: Page, selector: string) {
  const box = await page.locator("tbody tr").first().locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

test("the dashboard's nine tabs fit a phone in both languages and themes", async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const sender = `Phone ${testInfo.project.name} ${Date.now().toString(36)}`;
  await sendInquiry(page, sender);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  for (const look of LOOKS) {
    await context.addCookies([
      { name: "lng", value: look.lng, url: baseURL! },
      { name: "theme", value: look.theme, url: baseURL! },
    ]);
    for (const tab of TABS) {
      const where = `${look.lng} ${tab.path}`;
      await page.goto(tab.path);
      await expect(page.locator("html")).toHaveAttribute("dir", look.dir);
      await expect(page.locator("html")).toHaveClass(look.theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(page.locator("tbody tr").first()).toBeVisible();
      // Shown as cards, the table is still a table to assistive technology: rows of cells under headers.
      await expect(page.getByRole("table").getByRole("row").nth(1).getByRole("cell").first()).toBeVisible();
      await expect(page.getByRole("table").getByRole("columnheader")).not.toHaveCount(0);

      // No sideways scrolling of the page.
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(widths.scroll, where).toBeLessThanOrEqual(widths.inner);

      // Each tab label on one line, and every tab on screen: the strip wraps instead of hiding tabs.
      const tabs = page.getByRole("navigation", { name: look.tabs }).getByRole("link");
      // Properties, Overview, Inquiries, Review, Advertisers, Districts, Landmarks, Activity, Outbox.
      await expect(tabs).toHaveCount(9);
      const lines = await tabs.evaluateAll((links) =>
        links.map((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(lines, where).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
      for (const box of await tabs.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.height, where).toBeLessThan(48);
        expect(box.x, where).toBeGreaterThanOrEqual(-1);
        expect(box.x + box.width, where).toBeLessThanOrEqual(PHONE.width + 1);
      }

      // The cards keep the table accessible: axe finds nothing in it (WCAG 2.1 AA), light or dark. Axe is a
      // script, so it runs where scripts do; the markup and styles are the same without them.
      if (testInfo.project.name === "js") {
        const audit = await new AxeBuilder({ page }).include("table").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        expect(
          audit.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`),
          where,
        ).toEqual([]);
      }

      if (tab.rows === "actions") {
        // The first row's Edit and Delete are on screen (not beyond a sideways-scrolling table).
        await expectInsideViewport(page, "a[href*='/edit']");
        await expectInsideViewport(page, "a[href*='/delete']");
      } else if (tab.rows === "log") {
        const time = page.locator("tbody tr").first().locator("time[datetime]");
        await expect(time).toHaveCount(1);
        await expect(time).toHaveText(SHOWN_DATE[look.lng]);
        expect(await page.locator("tbody time").count()).toBe(await page.locator("tbody tr").count());
      } else {
        const row = page.locator("tbody tr").filter({ hasText: sender });
        await expect(row).toBeVisible();
        const time = row.locator("time[datetime]");
        await expect(time).toHaveCount(1);
        await expect(time).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        await expect(time).toHaveText(SHOWN_DATE[look.lng]);
        await expect(page.locator("tbody")).not.toContainText("GMT");
        // Every date in the table is a <time> element.
        expect(await page.locator("tbody time").count()).toBe(await page.locator("tbody tr").count());
      }
    }
  }
});

test("saving a property at 0 SAR and 0 sqm is a field error, with or without scripts", async ({ page }, testInfo) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/dashboard/properties/new");
  const dialog = page.getByRole("dialog", { name: "New property" });
  await dialog.getByLabel("Title", { exact: true }).fill(`Free office ${testInfo.project.name}`);
  await dialog.getByLabel("Building", { exact: true }).fill("Kingdom Centre");
  await dialog.getByLabel("Address", { exact: true }).fill("King Fahd Road");
  await dialog.getByLabel("District").selectOption("Olaya");
  await dialog.getByLabel("Description", { exact: true }).fill("A listing someone forgot to price.");
  // Price and size keep the form's starting 0.
  await expect(dialog.getByLabel("Price (SAR per year)")).toHaveValue("0");
  await expect(dialog.getByLabel("Size (sqm)")).toHaveValue("0");

  // Without scripts the server answers with the field errors (price and size are text boxes that take
  // Arabic-Indic digits, so the browser has no range of its own to check).
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog.getByText("Please enter a yearly price of at least 1 SAR", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Please enter a size of at least 1 sqm", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Price (SAR per year)")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Size (sqm)")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/admin\/dashboard\/properties\/new(#form-errors)?$/);
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(`Free office ${testInfo.project.name}`);

  await page.goto("/admin/dashboard");
  await expect(page.locator("tbody")).not.toContainText(`Free office ${testInfo.project.name}`);
});
