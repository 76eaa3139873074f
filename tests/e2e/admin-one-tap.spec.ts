import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { listingInput } from "../factories";
import { E2E_ADMIN } from "../playwright.config";
import { signIn } from "./sign-in";

// Issue 50, point 15, on a phone in Arabic, with and without scripts: a listing is published, taken down
// and archived from its row in one tap, and comes back to that row; a refused publish says what is
// missing over the table and closes back to the row; the lead desk shows its leads before its six
// filter fields. Specs share one database: listings and inquiries carry unique names, and their licences
// have expired, so publishing them moves no public count.

const PHONE = { width: 390, height: 844 };
const toast = (page: Page) => page.getByTestId("toast");
const token = (label: string, project: string) => `${label}${project.replace("-", "")}${Date.now().toString(36)}`;

/** A listing of the test's own through the admin API (a draft, its licence long expired); its id. */
async function createDraft(request: APIRequestContext, overrides: Record<string, unknown>) {
  const answer = await request.post("/api/admin/properties", {
    data: listingInput({ lifecycle: "draft", adLicenseExpiresOn: "2020-01-31", ...overrides }),
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** The one-tap buttons a row offers, by their visible words. */
const buttonsOf = (row: Locator) => row.locator("form[action*='/lifecycle'] button");

async function signInInArabic(page: Page, baseURL: string) {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect((await page.request.post("/api/admin/login", { data: E2E_ADMIN })).status()).toBe(200);
  await page.context().addCookies([{ name: "lng", value: "ar", url: baseURL }]);
}

test.use({ viewport: PHONE });

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get("/property/3")).status(), { timeout: 60_000 }).toBe(200);
});

test("publish, take down and archive from the list, each back at the row", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === "js";
  const mark = token("tap", testInfo.project.name);
  await signInInArabic(page, baseURL!);
  // Six listings, so the oldest (the last card, newest first) is far down a phone's page.
  const ids: number[] = [];
  for (let index = 0; index < 6; index += 1) {
    ids.push(await createDraft(page.request, { title: `One tap ${mark} ${index}`, titleAr: `نقرة واحدة ${mark} ${index}` }));
  }
  const list = `/admin/dashboard?q=${mark}`;
  await page.goto(list);
  const row = page.locator(`#property-row-${ids[0]}`);
  const titleAr = `نقرة واحدة ${mark} 0`;
  await expect(page.locator("tbody tr")).toHaveCount(6);
  await expect(buttonsOf(row)).toHaveText(["نشر", "أرشفة"]);

  const tap = async (words: string, after: string[]) => {
    await row.getByRole("button", { name: `${words}: ${titleAr}`, exact: true }).click();
    await expect(toast(page)).toContainText("تم حفظ حالة الإعلان");
    await expect(buttonsOf(row)).toHaveText(after);
    // Back at the row: without scripts the address's fragment brings it back, with them nothing moved.
    if (!js) expect(page.url()).toMatch(new RegExp(`/admin/dashboard\\?q=${mark}#property-row-${ids[0]}$`));
    await expect(row).toBeInViewport();
  };
  await tap("نشر", ["إيقاف", "أرشفة"]);
  // Published, and still off the site for its expired licence.
  await expect(row).toContainText("انتهى الترخيص");
  await tap("إيقاف", ["نشر", "أرشفة"]);
  await expect(row).toContainText("مؤجَّر / موقوف");
  await tap("أرشفة", ["نشر"]);
  await expect(row).toContainText("مؤرشف");
  // The other rows were left alone.
  await expect(buttonsOf(page.locator(`#property-row-${ids[1]}`))).toHaveText(["نشر", "أرشفة"]);
});

test("a refused publish names the missing texts over the table and closes back to the row", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const mark = token("refuse", testInfo.project.name);
  const titleAr = `مسودة بالعربية ${mark}`;
  await signInInArabic(page, baseURL!);
  // Written in Arabic only: a draft may be, a published listing may not.
  const id = await createDraft(page.request, { title: "", building: "", address: "", description: "", titleAr });
  await createDraft(page.request, { title: `Neighbour ${mark}`, titleAr: `جار ${mark}` });
  await page.goto(`/admin/dashboard?q=${mark}`);
  const row = page.locator(`#property-row-${id}`);

  const answer = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/lifecycle"));
  await row.getByRole("button", { name: `نشر: ${titleAr}`, exact: true }).click();
  const status = (await answer).status();
  if (testInfo.project.name === "no-js") expect(status).toBe(400);
  const dialog = page.getByRole("dialog", { name: `حالة «${titleAr}»` });
  await expect(dialog).toBeVisible();
  const refusal = dialog.getByRole("alert");
  await expect(refusal).toContainText("يحتاج النشر إلى نصوص الإعلان بالعربية والإنجليزية");
  await expect(refusal.getByRole("listitem")).toHaveText([
    "العنوان بالإنجليزية",
    "المبنى بالإنجليزية",
    "العنوان التفصيلي بالإنجليزية",
    "الوصف بالإنجليزية",
  ]);
  await expect(dialog.getByRole("link", { name: "تعديل الإعلان" })).toHaveAttribute(
    "href",
    `/admin/dashboard/properties/${id}/edit?q=${mark}`,
  );
  // Nothing changed, and closing comes back to the row.
  await dialog.getByRole("link", { name: "إغلاق" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard\\?q=${mark}#property-row-${id}$`));
  await expect(dialog).toBeHidden();
  await expect(row).toBeInViewport();
  await expect(buttonsOf(row)).toHaveText(["نشر", "أرشفة"]);
  await expect(row).toContainText("مسودة");
});

test("the lead desk shows the leads first on a phone, its filters behind a disclosure", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const name = `E2E Lead first ${token("lead", testInfo.project.name)}`;
  const sent = await page.request.post("/api/inquiries", {
    data: { propertyId: 3, name, email: "lead@example.com", phone: "050 765 4321", message: `Viewing request from ${name}` },
    headers: { "X-Forwarded-For": testInfo.project.name === "js" ? "203.0.113.71" : "203.0.113.72" },
  });
  expect(sent.status()).toBe(201);
  await signInInArabic(page, baseURL!);
  await page.goto("/admin/dashboard/inquiries");

  const filters = page.getByRole("form", { name: "تصفية الاستفسارات" });
  const disclosure = page.locator("summary", { hasText: "تصفية الاستفسارات" });
  await expect(disclosure).toBeVisible();
  await expect(filters).toBeHidden();
  // The first lead is on the first screen, before any filter field.
  await expect(page.locator("tbody tr").first()).toBeInViewport();

  await disclosure.click();
  await expect(filters).toBeVisible();
  await filters.getByLabel("الاسم أو البريد أو الهاتف").fill(name);
  await filters.getByRole("button", { name: "تصفية", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const lead = page.getByRole("row").filter({ hasText: name });
  await expect(lead).toBeInViewport();
  await expect(disclosure).toContainText("تصفية واحدة مفعّلة");
  await expect(filters).toBeHidden();

  // From the sm breakpoint up the filters show as before, with no disclosure to open.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(filters).toBeVisible();
  await expect(filters.getByLabel("الاسم أو البريد أو الهاتف")).toHaveValue(name);
  await expect(disclosure).toBeHidden();
});
