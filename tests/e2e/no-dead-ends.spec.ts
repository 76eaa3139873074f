import { expect, type Page, test } from "@playwright/test";
import { withIsolatedValue } from "../bidi";

// Issue 33, point 1: a visitor's own input never lands on the 400 page. A price or size range typed
// upside down comes back swapped, with the other filters, results and a note in the page's language;
// Compare with too few or too many ticked says how many to tick and keeps the ticks. Only an address
// edited by hand gets the 400 page, and that speaks the page's language too. Scripts on and off.

test("a price range typed upside down is swapped, with the other filters kept, results and a note in Arabic", async ({ page }) => {
  await page.goto("/?lng=ar&district=Olaya");
  const panel = page.getByRole("complementary", { name: "الفلاتر" });
  await panel.getByLabel("أدنى سعر", { exact: true }).fill("200000");
  await panel.getByLabel("أعلى سعر", { exact: true }).fill("50000");
  await panel.getByRole("button", { name: "تطبيق الفلاتر" }).click();

  // The language stays Arabic from its cookie: the form carries no lng.
  await expect(page).toHaveURL(/\?district=Olaya&minPrice=50000&maxPrice=200000(#filter-apply)?$/);
  await expect(page.getByTestId("toast")).toContainText("كان أدنى سعر أعلى من أعلى سعر، فبدّلنا بينهما.");
  await expect(page.getByRole("heading", { name: "تعذرت قراءة هذا البحث" })).toHaveCount(0);
  await expect(panel.getByLabel("أدنى سعر", { exact: true })).toHaveValue("50000");
  await expect(panel.getByLabel("أعلى سعر", { exact: true })).toHaveValue("200000");
  await expect(panel.getByRole("checkbox", { name: "العليا", exact: true })).toBeChecked();
  await expect(page.getByRole("heading", { name: /^عدد المكاتب: [1-9]/ })).toBeVisible();
});

test("a size range upside down in a link is swapped too, on the map page", async ({ page }) => {
  const response = await page.goto("/map?minSize=900&maxSize=100&lng=ar");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/map\?minSize=100&maxSize=900&lng=ar$/);
  await expect(page.getByTestId("toast")).toContainText("كانت أدنى مساحة أكبر من أعلى مساحة، فبدّلنا بينهما.");
});

test("an address edited into nonsense gets the 400 page, in Arabic, naming the filter as the panel does", async ({ page }) => {
  const response = await page.goto("/?minPrice=abc&sort=cheapest&lng=ar");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "تعذرت قراءة هذا البحث" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: withIsolatedValue("أدنى سعر «abc»: يجب أن يكون عددًا صحيحًا") })).toHaveCount(1);
  await expect(
    page.getByRole("listitem").filter({ hasText: withIsolatedValue("الترتيب حسب «cheapest»: يجب أن يكون أحد هذه القيم") }),
  ).toHaveCount(1);
  await expect(page.getByRole("main")).not.toContainText("must");
});

/** Saves demo listings into this browser's list (the heart's own form, posted from the site). */
async function save(page: Page, baseURL: string, ids: number[]) {
  for (const id of ids) {
    const answer = await page.request.post("/saved", {
      form: { intent: "add", propertyId: String(id), redirectTo: "/saved" },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
  }
}

test("Compare with one ticked says how many to tick, in Arabic, and keeps the tick", async ({ page, baseURL }) => {
  await save(page, baseURL!, [20, 21, 22]);
  await page.goto("/saved?lng=ar");
  const boxes = page.getByRole("checkbox", { name: /^قارن / });
  await expect(boxes).toHaveCount(3);
  await boxes.nth(0).check();
  await page.getByRole("button", { name: "قارن المحدد" }).click();

  await expect(page).toHaveURL(/\/saved\?compare=20#compare-form$/);
  await expect(page.getByRole("alert").filter({ hasText: "حدّد من 2 إلى 4 مكاتب لمقارنتها (المحدد الآن: 1)." })).toBeVisible();
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(1)).not.toBeChecked();

  await boxes.nth(1).check();
  await page.getByRole("button", { name: "قارن المحدد" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=20,21$/);
  await expect(page.getByRole("table")).toBeVisible();
});

test("Compare with none ticked says so too", async ({ page, baseURL }) => {
  await save(page, baseURL!, [20, 21]);
  await page.goto("/saved");
  await page.getByRole("button", { name: "Compare selected" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Tick 2 to 4 offices to compare them (ticked: 0)." })).toBeVisible();
});
