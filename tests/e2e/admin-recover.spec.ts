import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./sign-in";

// Issue 50, point 10: a refused save of the 40-field listing editor, on a phone in Arabic, is easy to
// recover. Without scripts the answer lands on an error summary (focused, at the address's fragment)
// that links to each refused box, everything typed is kept, and each file box names the files it lost
// and asks for them again; with scripts the check runs before sending, the summary shows the same links
// and the files stay chosen. Specs share one database: the listing has a unique title.

const png = async (name: string, color: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 64, height: 40, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get("/property/3")).status(), { timeout: 60_000 }).toBe(200);
});

test("a refused save lands on a summary of links, keeps what was typed and names the files to choose again", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === "js";
  const title = `مكتب يُستعاد ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.context().addCookies([{ name: "lng", value: "ar", url: baseURL! }]);
  await page.goto("/admin/dashboard/properties/new");
  const dialog = page.getByRole("dialog", { name: "عقار جديد" });

  // An Arabic draft with no district and a price that is no number, and three files.
  await dialog.getByLabel("العنوان بالعربية").fill(title);
  await dialog.getByLabel("المبنى بالعربية").fill("برج الاستعادة");
  await dialog.getByLabel("العنوان التفصيلي بالعربية").fill("طريق العليا، الرياض");
  await dialog.getByLabel("الوصف بالعربية").fill("مكتب لتجربة حفظ مرفوض.");
  await dialog.getByLabel("السعر (ريال سنوياً)").fill("مئة ألف");
  await dialog.getByLabel("المساحة (م²)").fill("١٢٠");
  const photos = dialog.getByLabel("إضافة صور");
  const plans = dialog.getByLabel("إضافة مخططات الطوابق");
  await photos.setInputFiles([await png("lobby.png", "#dc2626"), await png("desk.png", "#2563eb")]);
  await plans.setInputFiles([await png("plan.png", "#16a34a")]);
  await page.getByRole("button", { name: "حفظ", exact: true }).click();

  // The summary: a link to each refused box, by its label and its message.
  const summary = dialog.getByRole("alert").filter({ hasText: "يرجى تصحيح الحقول التالية (2)" });
  await expect(summary).toBeVisible();
  const districtLink = summary.getByRole("link", { name: /^الحي: / });
  const priceLink = summary.getByRole("link", { name: /^السعر \(ريال سنوياً\): / });
  await expect(districtLink).toHaveAttribute("href", `#${await dialog.getByLabel("الحي", { exact: true }).getAttribute("id")}`);
  await expect(priceLink).toHaveAttribute("href", `#${await dialog.getByLabel("السعر (ريال سنوياً)").getAttribute("id")}`);
  if (js) {
    // Checked before sending: the first refused box has the focus, and the files are still chosen.
    await expect(dialog.getByLabel("الحي", { exact: true })).toBeFocused();
    expect(await photos.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(2);
    await expect(dialog.getByText(/اختر(هما|ه) مرة أخرى/)).toHaveCount(0);
  } else {
    // The answer comes back to the summary: its fragment, its focus, a 400.
    await expect(page).toHaveURL(/\/admin\/dashboard\/properties\/new#form-errors$/);
    await expect(summary).toHaveAttribute("id", "form-errors");
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    // The files: named under their boxes and in the summary, to be chosen again.
    const photosNote = "لم يُحفظ ملفان";
    await expect(photos).toHaveAccessibleDescription(new RegExp(photosNote));
    await expect(dialog.locator(`#${await photos.getAttribute("id")}-dropped`)).toContainText("lobby.png");
    await expect(dialog.locator(`#${await photos.getAttribute("id")}-dropped`)).toContainText("desk.png");
    await expect(dialog.locator(`#${await plans.getAttribute("id")}-dropped`)).toContainText("لم يُحفظ ملف واحد");
    await expect(dialog.locator(`#${await plans.getAttribute("id")}-dropped`)).toContainText("plan.png");
    await expect(summary.getByRole("link", { name: /^إضافة صور: لم يُحفظ ملفان .*اخترهما مرة أخرى/ })).toBeVisible();
    await expect(summary.getByRole("link", { name: /^إضافة مخططات الطوابق: لم يُحفظ ملف واحد .*plan\.png/ })).toBeVisible();
  }
  // Everything typed is still there.
  await expect(dialog.getByLabel("العنوان بالعربية")).toHaveValue(title);
  await expect(dialog.getByLabel("الوصف بالعربية")).toHaveValue("مكتب لتجربة حفظ مرفوض.");
  await expect(dialog.getByLabel("السعر (ريال سنوياً)")).toHaveValue("مئة ألف");
  await expect(dialog.getByLabel("المساحة (م²)")).toHaveValue("١٢٠");

  // A summary link leads to its box.
  await priceLink.click();
  await expect(dialog.getByLabel("السعر (ريال سنوياً)")).toBeInViewport();

  // Corrected (and, without scripts, the files chosen again): saved with its three images.
  await dialog.getByLabel("الحي", { exact: true }).selectOption("Olaya");
  await dialog.getByLabel("السعر (ريال سنوياً)").fill("١٠٠٠٠٠");
  if (!js) {
    await photos.setInputFiles([await png("lobby.png", "#dc2626"), await png("desk.png", "#2563eb")]);
    await plans.setInputFiles([await png("plan.png", "#16a34a")]);
  }
  await page.getByRole("button", { name: "حفظ", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("تمت إضافة العقار");
  // Back at the new listing's row.
  await expect(page).toHaveURL(/\/admin\/dashboard#property-row-\d+$/);
  const id = /#property-row-(\d+)$/.exec(page.url())![1];
  await page.goto(`/admin/dashboard/properties/${id}/edit`);
  await expect(page.getByRole("dialog").getByLabel("العنوان بالعربية")).toHaveValue(title);
  await expect(page.locator("[data-testid=existing-image][data-kind=photo]")).toHaveCount(2);
  await expect(page.locator("[data-testid=existing-image][data-kind=floor_plan]")).toHaveCount(1);
});
