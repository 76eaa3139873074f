import { type Page, expect, test } from "@playwright/test";
import { listingInput } from "../factories";
import { hydrated } from "./hydrated";
import { signIn } from "./sign-in";

// Issue 33, points 2, 6 and 7, with and without scripts: leads are never lost (a listing with inquiries
// cannot be deleted, and the refusal says so in the page's language), a listing is not published without
// its Arabic texts, "Follow this search" opens a page that explains the feed, and the lead desk keeps
// notes and the visitor's language. Specs share one database: the listings made here are drafts or have
// an expired licence, so no public count moves, and inquiries carry unique names.

const unique = (label: string, project: string) =>
  `${label} ${project} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page) => page.getByTestId("toast");
// This spec's own client, so the public per-address message limits other specs meet are not spent here.
const client = (project: string) => ({ "X-Forwarded-For": project === "js" ? "203.0.113.71" : "203.0.113.72" });

/** The Arabic interface from the next page on (the lng cookie, as the language toggle sets it). */
async function inArabic(page: Page) {
  await page.context().addCookies([{ name: "lng", value: "ar", url: page.url() }]);
}

async function signInToDashboard(page: Page) {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("a listing with inquiries cannot be deleted: the refusal, in Arabic, offers to archive it instead", async ({ page }, testInfo) => {
  // Listing 4 is published; an inquiry about it makes it a lead that must not be lost.
  const name = unique("Lead kept", testInfo.project.name);
  const sent = await page.request.post("/api/inquiries", {
    data: { propertyId: 4, name, email: "kept@example.com", phone: "0507654321", message: "Is it free in January?" },
    headers: client(testInfo.project.name),
  });
  expect(sent.status()).toBe(201);
  const listing = (await (await page.request.get("/api/properties/4")).json()) as { title: string; titleAr: string };

  await signInToDashboard(page);
  await inArabic(page);
  await page.goto(`/admin/dashboard?q=${encodeURIComponent(listing.title)}`);
  // Exactly: the demo's listing waiting for review is its second floor, named after it.
  await page.getByRole("link", { name: `حذف: ${listing.titleAr}`, exact: true }).click();
  // With scripts a dialog asks; without them the confirmation page does, with the same button.
  await page.getByRole("button", { name: "نعم، احذف" }).click();

  const refusal = page.getByRole("dialog", { name: "لا يمكن حذف هذا الإعلان" });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole("alert")).toContainText(`للإعلان «${listing.titleAr}» استفسارات`);
  await expect(refusal.getByRole("button", { name: "أرشِفه بدلًا من ذلك" })).toBeVisible();
  await refusal.getByRole("link", { name: "إلغاء" }).click();

  // Nothing was lost: the listing is still public and the inquiry is in the inbox with its listing's title.
  expect((await page.request.get("/api/properties/4")).status()).toBe(200);
  const inbox = (await (await page.request.get(`/api/admin/inquiries?q=${encodeURIComponent(name)}`)).json()) as {
    propertyId: number;
    propertyTitle: string;
  }[];
  expect(inbox).toEqual([expect.objectContaining({ propertyId: 4, propertyTitle: listing.title })]);
});

test("the dashboard changes a listing's state, and will not publish it without its Arabic texts", async ({ page }, testInfo) => {
  // A long journey through four states: 17 to 33 s with scripts on a busy 2-core machine.
  test.slow();
  await signInToDashboard(page);
  const title = unique("Lifecycle Suite", testInfo.project.name);
  // A draft with no Arabic text and an expired licence: it stays off the site whatever its state.
  const {
    titleAr: _t,
    buildingAr: _b,
    addressAr: _a,
    descriptionAr: _d,
    ...english
  } = listingInput({ title, adLicenseExpiresOn: "2020-01-31" });
  // A custom amenity of its own, which has no Arabic name yet.
  const lounge = unique("Sky lounge", testInfo.project.name);
  const created = await page.request.post("/api/admin/properties", {
    data: { ...english, amenities: ["WiFi", lounge], lifecycle: "draft" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await inArabic(page);
  await page.goto(`/admin/dashboard/properties/${id}/edit`);
  // A choice made before hydration can be lost (hydrated.ts), which fits this test's rare failure on a busy
  // machine: no errors after Save, as if the draft had been saved as a draft.
  await hydrated(page);
  const editor = page.getByRole("dialog", { name: "تعديل العقار" });
  await expect(editor.getByLabel("حالة الإعلان")).toHaveValue("draft");
  await editor.getByLabel("حالة الإعلان").selectOption("published");
  await editor.getByRole("button", { name: "حفظ" }).click();
  // What is missing is said beside each Arabic box.
  for (const label of ["العنوان بالعربية", "العنوان التفصيلي بالعربية", "الوصف بالعربية"]) {
    await expect(editor.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
  }
  // (Exact: the error summary repeats each message after its box's label.)
  await expect(editor.getByText("مطلوب بالعربية لنشر الإعلان. اكتبه، أو احفظ الإعلان مسودة.", { exact: true })).toHaveCount(3);
  // ...and beside its custom amenity's Arabic name.
  const amenityAr = editor.getByLabel(`${lounge} بالعربية`);
  await expect(amenityAr).toHaveAttribute("aria-invalid", "true");
  await amenityAr.fill("صالة علوية");

  const titleAr = `جناح دورة الحياة ${testInfo.project.name}`;
  await editor.getByLabel("العنوان بالعربية", { exact: true }).fill(titleAr);
  await editor.getByLabel("العنوان التفصيلي بالعربية", { exact: true }).fill("طريق الملك فهد");
  await editor.getByLabel("الوصف بالعربية", { exact: true }).fill("مكتب للاختبار.");
  await editor.getByRole("button", { name: "حفظ" }).click();
  await expect(toast(page)).toContainText("تم تحديث العقار");

  // Withdrawn (rented), then shown as such in the table, where its buttons name it in Arabic.
  await page.goto(`/admin/dashboard/properties/${id}/edit`);
  await page.getByLabel("حالة الإعلان").selectOption("withdrawn");
  await page.getByRole("button", { name: "حفظ" }).click();
  await expect(toast(page)).toContainText("تم تحديث العقار");
  await page.goto(`/admin/dashboard?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: titleAr });
  await expect(row).toContainText("مؤجَّر / موقوف");
  await expect(row.getByRole("link", { name: `تعديل: ${titleAr}` })).toBeVisible();
  await expect(row.getByRole("button", { name: `ما زال متاحًا: ${titleAr}` })).toBeVisible();
});

test("“Follow this search” on a phone opens a page that explains the feed, in Arabic", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/?district=Olaya&lng=ar");
  await page.getByRole("link", { name: "تابع هذا البحث" }).click();
  await expect(page).toHaveURL(/\/feed\?district=Olaya&lng=ar$/);
  await expect(page.getByRole("heading", { level: 1, name: "تابِع هذا البحث" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "طريقة الاستخدام" })).toBeVisible();
  await expect(page.getByLabel("عنوان الموجز")).toHaveValue(/\/feed\.xml\?district=Olaya&lng=ar$/);
  await expect(page.getByRole("link", { name: "افتح الموجز نفسه (لقارئات الموجزات)" })).toHaveAttribute(
    "href",
    /\/feed\.xml\?district=Olaya&lng=ar$/,
  );
  await page.getByRole("link", { name: "العودة إلى البحث" }).click();
  await expect(page).toHaveURL(/\/\?district=Olaya$/);
});

test("an Arabic visitor's inquiry: the confirmation names the owner; the desk keeps notes and replies in Arabic", async ({
  page,
}, testInfo) => {
  await page.setExtraHTTPHeaders(client(testInfo.project.name));
  // Listing 2 is advertised by its owner.
  const name = unique("زائر", testInfo.project.name);
  await page.goto("/property/2?lng=ar");
  const form = page.getByRole("complementary", { name: "تواصل مع المالك" });
  await form.getByLabel("الاسم", { exact: true }).fill(name);
  await form.getByLabel("البريد الإلكتروني", { exact: true }).fill("visitor@example.com");
  await form.getByLabel("الهاتف", { exact: true }).fill("0551234567");
  await form.getByLabel("الرسالة", { exact: true }).fill("هل يمكن زيارة المكتب يوم الأحد؟");
  await form.getByRole("button", { name: "إرسال الاستفسار" }).click();
  await expect(toast(page)).toContainText("وصلت رسالتك إلى مالك هذا المكتب وسيتواصل معك قريبًا.");

  // The admin reads it on an English page: the visitor's language is kept, and the reply is drafted in it.
  await page.goto("/admin/login?lng=en");
  await signInToDashboard(page);
  await page.goto(`/admin/dashboard/inquiries?q=${encodeURIComponent(name)}&lng=en`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByText("Visitor's language")).toBeVisible();
  await expect(page.getByText("Arabic", { exact: true })).toBeVisible();
  const reply = page.getByRole("list", { name: "Reply: Reply in Arabic" });
  // "استفسارك عن" (your inquiry about), and the greeting "مرحبًا" in the body.
  await expect(reply.getByRole("link", { name: "Email" })).toHaveAttribute(
    "href",
    new RegExp(`subject=${encodeURIComponent("استفسارك عن")}.*&body=${encodeURIComponent("مرحبًا")}`),
  );

  // Notes are added, newest first, each with its admin; none replaces another.
  for (const note of ["Called, no answer", "Called again: viewing on Sunday"]) {
    await page.getByLabel("Add a note").fill(note);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page)).toContainText("Inquiry updated");
  }
  const notes = page.getByRole("region", { name: "Notes" }).getByRole("listitem");
  await expect(notes).toHaveCount(2);
  await expect(notes.nth(0)).toContainText("Called again: viewing on Sunday");
  await expect(notes.nth(1)).toContainText("Called, no answer");
  await expect(notes.nth(0)).toContainText("e2e-admin");
});

test("the district editor's map speaks Arabic and mirrors its zoom controls like the public map", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "the map picker is drawn by scripts; without them the coordinate boxes stand alone");
  await signInToDashboard(page);
  await inArabic(page);
  await page.goto("/admin/dashboard/districts/new");
  const dialog = page.getByRole("dialog", { name: "حي جديد" });
  const zoomIn = dialog.getByRole("button", { name: "تكبير" });
  await expect(zoomIn).toBeVisible();
  await expect(dialog.getByRole("button", { name: "تصغير" })).toBeVisible();
  // On the right, where an Arabic page starts, as the public map puts them.
  await expect(dialog.locator(".leaflet-top.leaflet-right .leaflet-control-zoom")).toHaveCount(1);
});

test("a custom amenity gets its Arabic name in the editor, and Arabic pages show it", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js";
  await signInToDashboard(page);
  // A published demo listing of this project's own (the two projects run side by side); the chip is
  // taken off again at the end, so no other spec sees it.
  const listed = (await (await page.request.get("/api/properties?limit=40")).json()) as { id: number }[];
  const { id } = listed[js ? 30 : 31]!;
  const english = `Rooftop terrace ${testInfo.project.name}`;
  const arabic = "تراس على السطح";

  await inArabic(page);
  await page.goto(`/admin/dashboard/properties/${id}/edit`);
  const editor = page.getByRole("dialog", { name: "تعديل العقار" });
  const custom = editor.getByLabel("مرفق مخصص", { exact: true });
  const customAr = editor.getByLabel("المرفق المخصص بالعربية", { exact: true });
  await hydrated(page);
  // Typed in English alone, it is refused beside the Arabic box, and what was typed stays.
  await custom.fill(english);
  if (js) await custom.press("Enter");
  else await editor.getByRole("button", { name: "حفظ" }).click();
  await expect(editor.getByText("يرجى كتابة اسم المرفق بالعربية", { exact: true })).toBeVisible();
  await expect(custom).toHaveValue(english);

  await customAr.fill(arabic);
  if (js) {
    await customAr.press("Enter");
    await expect(editor.getByRole("checkbox", { name: english })).toBeChecked();
    await expect(editor.getByLabel(`${english} بالعربية`)).toHaveValue(arabic);
  }
  await editor.getByRole("button", { name: "حفظ" }).click();
  await expect(toast(page)).toContainText("تم تحديث العقار");

  const amenities = page.getByRole("region", { name: "المرافق" });
  await page.goto(`/property/${id}?lng=ar`);
  await expect(amenities).toContainText(arabic);
  await expect(amenities).not.toContainText(english);
  await page.goto(`/property/${id}?lng=en`);
  await expect(page.getByRole("region", { name: "Amenities" })).toContainText(english);

  // The editor names the chip in the admin's language and keeps its Arabic name; unticked, it is gone.
  await page.goto(`/admin/dashboard/properties/${id}/edit?lng=ar`);
  await expect(editor.getByLabel(`${english} بالعربية`)).toHaveValue(arabic);
  // A tick taken off before hydration comes back with it.
  await hydrated(page);
  await editor.getByRole("checkbox", { name: arabic }).uncheck();
  await editor.getByRole("button", { name: "حفظ" }).click();
  await expect(toast(page)).toContainText("تم تحديث العقار");
  await page.goto(`/property/${id}?lng=ar`);
  await expect(page.getByText(arabic)).toHaveCount(0);
});
