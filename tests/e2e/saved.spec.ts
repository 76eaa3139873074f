import { expect, type Page, test } from "@playwright/test";
import { withIsolatedValue } from "../bidi";

// Saved listings without an account, compare and the shared shortlist (issue 15). Only demo listings no
// other spec changes are saved, each test in its own browser context (its own saved cookie).
const KAFD = "/?district=King+Abdullah+Financial+District&sort=price-asc";
const FIRST = "Grade-A Floor Plate in KAFD";
const SECOND = "Furnished Fintech Suite in KAFD";

const card = (page: Page, title: string) => page.getByTestId("property-card").filter({ has: page.getByRole("heading", { name: title }) });

test("save two offices from their cards, see the count, open the saved list and compare them", async ({ page }) => {
  await page.goto(KAFD);
  const savedLink = page.getByTestId("saved-link");
  await expect(savedLink).toHaveAccessibleName("Saved offices: 0");
  for (const [index, title] of [FIRST, SECOND].entries()) {
    const heart = card(page, title).getByRole("button", { name: "Save this office" });
    await heart.click();
    // Scripts: the heart turns at once (a fetcher); without them the page comes back with it pressed.
    await expect(card(page, title).getByRole("button", { name: "Remove from saved" })).toHaveAttribute("aria-pressed", "true");
    await expect(savedLink).toHaveAccessibleName(`Saved offices: ${index + 1}`);
  }
  // Without scripts each heart came back to itself (issue 33): the same search, at the heart.
  await expect(page).toHaveURL(new RegExp(`${KAFD.replace(/[?+]/g, "\\$&")}(#save-\\d+)?$`));

  await savedLink.click();
  await expect(page.getByRole("heading", { level: 1, name: "Saved offices" })).toBeVisible();
  await expect(card(page, FIRST)).toBeVisible();
  await expect(card(page, SECOND)).toBeVisible();
  await expect(page.getByTestId("shortlist-link")).toHaveAttribute("href", /^\/shortlist\?ids=\d+,\d+$/);

  await page.getByRole("checkbox", { name: `Compare ${FIRST}` }).check();
  await page.getByRole("checkbox", { name: `Compare ${SECOND}` }).check();
  await page.getByRole("button", { name: "Compare selected" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: FIRST })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: SECOND })).toBeVisible();
  for (const row of ["Yearly rent", "Price per sqm a year", "Space per person", "Furnished", "Available from", "Contact"]) {
    await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
  }
});

test("in Arabic, a shortlist link opens read-only in a fresh browser and saves into that visitor's list", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === "js", "plain links and forms: the same without scripts");
  // Saved from the listing pages this time (the detail page's heart): two more KAFD and Olaya demo offices.
  for (const id of [7, 8]) {
    await page.goto(`/property/${id}?lng=ar`);
    // The listing's own heart comes first; the similar offices' cards below have theirs.
    await page.getByRole("main").getByRole("button", { name: "احفظ هذا المكتب" }).first().click();
    await expect(page).toHaveURL(`/property/${id}?lng=ar#save-${id}`);
    await expect(page.getByRole("main").getByRole("button", { name: "إزالة من المحفوظات" }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  await page.getByTestId("saved-link").click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const shortlist = await page.getByTestId("shortlist-link").getAttribute("href");
  expect(shortlist).toBe("/shortlist?ids=7,8");

  const stranger = await browser.newContext({ javaScriptEnabled: false, locale: "ar" });
  const other = await stranger.newPage();
  await other.goto(`${testInfo.project.use.baseURL}${shortlist}&lng=ar`);
  await expect(other.getByRole("heading", { level: 1, name: "قائمة مختصرة مشتركة" })).toBeVisible();
  await expect(other.getByTestId("property-card")).toHaveCount(2);
  await expect(other.getByTestId("saved-link")).toHaveAccessibleName("المكاتب المحفوظة: 0");
  await other.getByRole("button", { name: "احفظها كلها في قائمتي" }).click();
  await expect(other).toHaveURL(/\/saved$/);
  await expect(other.getByTestId("saved-link")).toHaveAccessibleName("المكاتب المحفوظة: 2");
  await expect(other.getByTestId("toast")).toContainText("حُفظت في قائمتك");
  await stranger.close();

  // A broken link says which ids are wrong (400), in the visitor's language.
  const bad = await page.goto("/shortlist?ids=1,abc&lng=ar");
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "تعذرت قراءة هذا الرابط" })).toBeVisible();
  await expect(page.getByText(withIsolatedValue("أرقام الإعلانات «1,abc»: يجب أن تكون أرقام إعلانات تفصل بينها فواصل"))).toBeVisible();
});
