import { expect, test } from "@playwright/test";
import { signIn } from "./sign-in";

// Issue 50, point 14: a landlord who writes only Arabic saves a draft from the Arabic dashboard, with and
// without scripts; publishing it asks for the English texts, named under their boxes in Arabic. Specs
// share one database: the listing has a unique title and is found by it.

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get("/property/3")).status(), { timeout: 60_000 }).toBe(200);
});

test("an Arabic-only draft saves; publishing it needs the English texts", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const title = `مكتب بالعربية فقط ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.context().addCookies([{ name: "lng", value: "ar", url: baseURL! }]);

  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "إضافة عقار" }).click();
  const dialog = page.getByRole("dialog", { name: "عقار جديد" });
  await expect(dialog).toBeVisible();
  // A new listing starts as a draft.
  await expect(dialog.getByLabel("حالة الإعلان")).toHaveValue("draft");
  await dialog.getByLabel("العنوان بالعربية").fill(title);
  await dialog.getByLabel("المبنى بالعربية").fill("برج الريادة");
  await dialog.getByLabel("العنوان التفصيلي بالعربية").fill("طريق العليا، حي العليا، الرياض");
  await dialog.getByLabel("الوصف بالعربية").fill("مكتب مشرق كتبه مالك يكتب بالعربية فقط.");
  await dialog.getByLabel("الحي", { exact: true }).selectOption("Olaya");
  await dialog.getByLabel("السعر (ريال سنوياً)").fill("٩٠٠٠٠");
  await dialog.getByLabel("المساحة (م²)").fill("120");
  await page.getByRole("button", { name: "حفظ", exact: true }).click();

  await expect(page.getByTestId("toast")).toContainText("تمت إضافة العقار");
  await expect(page).toHaveURL(/\/admin\/dashboard#property-row-\d+$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("مسودة");

  // Publishing it: the English texts are asked for, each under its own box, and nothing is saved.
  await row.locator("a[href*='/edit']").first().click();
  const editor = page.getByRole("dialog");
  await expect(editor.getByLabel("العنوان بالعربية")).toHaveValue(title);
  await editor.getByLabel("حالة الإعلان").selectOption("published");
  await page.getByRole("button", { name: "حفظ", exact: true }).click();
  const needed = "مطلوب بالإنجليزية لنشر الإعلان. اكتبه، أو احفظ الإعلان مسودة.";
  for (const label of ["العنوان بالإنجليزية", "المبنى بالإنجليزية", "العنوان التفصيلي بالإنجليزية", "الوصف بالإنجليزية"]) {
    const box = editor.getByLabel(label, { exact: true });
    await expect(box, label).toHaveAttribute("aria-invalid", "true");
    await expect(box, label).toHaveAccessibleDescription(new RegExp(needed.slice(0, 20)));
  }
  await expect(editor.getByText(needed).first()).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("مسودة");
});
