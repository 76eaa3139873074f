import { mkdirSync } from "node:fs";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN, SCREENS, WALK_BASE_URL } from "../playwright.config";
import { addressesOf } from "../smtp";
import { hydrated } from "./hydrated";
import { mailedLink, mailTitled } from "./mailbox";

// Issue 51's walk of an advertiser's listings, in both projects (with scripts and without), in Arabic on a phone
// and in English on a desktop, each page read in its language and each field found by its label: sign up,
// verify through the mailed link, sign in; a listing with photos submitted for review (first without its Arabic
// title) and not public; the administrator approves it, it is public and the advertiser is mailed the outcome; a
// visitor's inquiry reaches the advertiser's mail and lead desk; a second listing is returned with a reason
// (first without one); the advertiser is suspended, then reinstated; the first is taken off the site and sent back. The accounts themselves (reset, delete)
// are advertiser-account.spec.ts's. Three people, three browser contexts: the advertiser, the administrator
// and a visitor, each from an address of this spec's own so the public message limits of other specs are not
// spent here. Both projects share one database: every title and address carries the run's own token. It is the
// walks' server's database, not the demo's that the other specs count: the listing published here is not theirs.

test.use({ baseURL: WALK_BASE_URL });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const TEXTS = {
  ar: {
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    type: "أنت",
    owner: "مالك",
    name: "اسمك أو اسم شركتك (بالعربية)",
    createAccount: "إنشاء الحساب",
    checkMail: "تحقّق من بريدك",
    verify: "تأكيد عنواني",
    verified: "تم تأكيد العنوان",
    signIn: "تسجيل الدخول",
    suspendedAccount: "هذا الحساب موقوف. يرجى التواصل معنا.",
    listings: "إعلاناتك",
    newListing: "أضف مكتبًا جديدًا",
    editorTitle: "إعلان جديد",
    title: "العنوان بالإنجليزية",
    titleAr: "العنوان بالعربية",
    building: "المبنى بالإنجليزية",
    buildingAr: "المبنى بالعربية",
    address: "العنوان التفصيلي بالإنجليزية",
    addressAr: "العنوان التفصيلي بالعربية",
    district: "الحي",
    olaya: "العليا",
    price: "السعر (ريال سنوياً)",
    size: "المساحة (م²)",
    description: "الوصف بالإنجليزية",
    descriptionAr: "الوصف بالعربية",
    licence: "رقم ترخيص الإعلان (الهيئة العامة للعقار)",
    licenceExpiry: "تاريخ انتهاء الترخيص",
    images: "إضافة صور",
    submit: "إرسال للمراجعة",
    submitted: "أُرسل للمراجعة",
    arabicMissing: "مطلوب بالعربية لنشر الإعلان. اكتبه، أو احفظ الإعلان مسودة.",
    filesDropped: "لم يُحفظ ملفان",
    inReview: "قيد المراجعة",
    published: "منشور",
    draft: "مسودة",
    seeIt: "اعرضه في الموقع",
    returnedBecause: "أعاده أحد المشرفين:",
    leads: "عملاؤك المحتملون",
    adminUsername: "اسم المستخدم",
    approve: "الموافقة والنشر",
    approved: "تمت الموافقة على الإعلان ونشره",
    reason: "سبب الإعادة (يقرؤه المعلن)",
    returnIt: "الإعادة لهذا السبب",
    noReason: "يرجى كتابة سبب إعادة الإعلان",
    returned: "أُعيد الإعلان",
    suspend: "إيقاف",
    suspended: "تم إيقاف المعلن",
    reinstate: "إعادة التفعيل",
    reinstated: "أعيد تفعيل المعلن",
    contact: "تواصل مع المالك",
    visitorName: "الاسم",
    visitorEmail: "البريد الإلكتروني",
    visitorPhone: "الهاتف",
    visitorMessage: "الرسالة",
    send: "إرسال الاستفسار",
    sent: "تم إرسال الرسالة",
    withdrawOf: (title: string) => `أوقِف عرضه في الموقع: ${title}`,
    withdrawn: "أُوقف عرضه في الموقع",
    resubmitOf: (title: string) => `أرسله للمراجعة من جديد: ${title}`,
    photo: (title: string, index: number) => `${title}، الصورة ${index} من 2`,
    publishedMail: (title: string) => `نُشر إعلانك: ${title}`,
    returnedMail: (title: string) => `إعلانك يحتاج إلى تعديلات: ${title}`,
    inquiryMail: (title: string) => `استفسار جديد عن ${title}`,
  },
  en: {
    email: "Email address",
    password: "Password",
    type: "You are",
    owner: "Owner",
    name: "Your name or company (English)",
    createAccount: "Create account",
    checkMail: "Check your mail",
    verify: "Verify my address",
    verified: "Address verified",
    signIn: "Sign in",
    suspendedAccount: "This account is suspended. Please contact us.",
    listings: "Your listings",
    newListing: "List a new office",
    editorTitle: "A new listing",
    title: "Title",
    titleAr: "Title in Arabic",
    building: "Building",
    buildingAr: "Building in Arabic",
    address: "Address",
    addressAr: "Address in Arabic",
    district: "District",
    olaya: "Olaya",
    price: "Price (SAR per year)",
    size: "Size (sqm)",
    description: "Description",
    descriptionAr: "Description in Arabic",
    licence: "REGA ad licence number",
    licenceExpiry: "Licence expiry date",
    images: "Add images",
    submit: "Submit for review",
    submitted: "Submitted for review",
    arabicMissing: "Needed in Arabic to publish the listing. Write it, or save the listing as a draft.",
    filesDropped: "2 files were not saved",
    inReview: "In review",
    published: "Published",
    draft: "Draft",
    seeIt: "See it on the site",
    returnedBecause: "Returned by an administrator:",
    leads: "Your leads",
    adminUsername: "Username",
    approve: "Approve and publish",
    approved: "Listing approved and published",
    reason: "Reason for returning it (the advertiser reads it)",
    returnIt: "Return with this reason",
    noReason: "Please write why you return the listing",
    returned: "Listing returned",
    suspend: "Suspend",
    suspended: "Advertiser suspended",
    reinstate: "Reinstate",
    reinstated: "Advertiser reinstated",
    contact: "Contact the owner",
    visitorName: "Name",
    visitorEmail: "Email",
    visitorPhone: "Phone",
    visitorMessage: "Message",
    send: "Send inquiry",
    sent: "Message sent",
    withdrawOf: (title: string) => `Take off the site: ${title}`,
    withdrawn: "Taken off the site",
    resubmitOf: (title: string) => `Send for review again: ${title}`,
    photo: (title: string, index: number) => `${title}, photo ${index} of 2`,
    publishedMail: (title: string) => `Your listing is published: ${title}`,
    returnedMail: (title: string) => `Your listing needs changes: ${title}`,
    inquiryMail: (title: string) => `New inquiry about ${title}`,
  },
} as const;

const WALKS = [
  { language: "ar", where: "in Arabic on a phone", viewport: PHONE, addresses: 150 },
  { language: "en", where: "in English on a desktop", viewport: DESKTOP, addresses: 160 },
] as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const png = async (color: string) => ({
  name: `${color.slice(1)}.png`,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 64, height: 40, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

const toast = (page: Page) => page.getByTestId("toast");

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

/** A second person in the walk: their own browser context (the project's options), size and client address. */
async function person(browser: Browser, viewport: { width: number; height: number }, address: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return page;
}

/** A listing's texts, in both languages, carrying the run's token (one word, so the public search finds it). */
function listingTexts(token: string, ordinal: string) {
  return {
    title: `${ordinal} Tower suite ${token}`,
    titleAr: `جناح البرج ${ordinal === "First" ? "الأول" : "الثاني"} ${token}`,
    building: "Olaya Towers",
    buildingAr: "أبراج العليا",
    address: "Olaya Street, Riyadh",
    addressAr: "شارع العليا، الرياض",
    description: "A bright suite of offices with a view over Olaya Street.",
    descriptionAr: "جناح مكاتب مشرق يطل على شارع العليا.",
  };
}

/** Fills the editor as an advertiser would, every text but those in `skip`. */
async function fillListing(editor: Locator, t: Texts, texts: ReturnType<typeof listingTexts>, skip: string[] = []) {
  for (const field of ["title", "titleAr", "building", "buildingAr", "address", "addressAr", "description", "descriptionAr"] as const) {
    if (!skip.includes(field)) await editor.getByLabel(t[field], { exact: true }).fill(texts[field]);
  }
  await editor.getByLabel(t.district, { exact: true }).selectOption({ label: t.olaya });
  await editor.getByLabel(t.price, { exact: true }).fill("180000");
  await editor.getByLabel(t.size, { exact: true }).fill("240");
  await editor.getByLabel(t.licence, { exact: true }).fill("7200123456");
  await editor.getByLabel(t.licenceExpiry, { exact: true }).fill(`${new Date().getFullYear() + 2}-06-30`);
}

/** The listing's id, from the list's address after a save (`#property-row-{id}`). */
function savedId(page: Page) {
  const id = /#property-row-(\d+)$/.exec(page.url())?.[1];
  expect(id, `a listing's row in ${page.url()}`).toBeDefined();
  return Number(id);
}

/** The element is on screen and clear of the site's sticky header, where a jump to its `#id` must leave it. */
async function inSight(page: Page, element: Locator) {
  await expect(element).toBeInViewport();
  await expect
    .poll(async () => {
      const [header, box] = [await page.getByRole("banner").boundingBox(), await element.boundingBox()];
      return box!.y - (header!.y + header!.height);
    })
    .toBeGreaterThanOrEqual(0);
}

/** Signs in through the advertiser's form (the page is there already). */
async function advertiserSignIn(page: Page, t: Texts, email: string, password: string) {
  const main = page.getByRole("main");
  await hydrated(page);
  await main.getByLabel(t.email, { exact: true }).fill(email);
  await main.getByLabel(t.password, { exact: true }).fill(password);
  await main.getByRole("button", { name: t.signIn, exact: true }).click();
}

for (const walk of WALKS) {
  test(`${walk.where}: a listing with photos is reviewed, published, asked about; another returned; the advertiser suspended and reinstated`, async ({
    page,
    browser,
  }, testInfo) => {
    // A long walk: on a busy 2-core machine it took up to 2.2 minutes.
    test.setTimeout(240_000);
    const t = TEXTS[walk.language];
    const { language, viewport } = walk;
    const nojs = testInfo.project.name === "no-js";
    // Own client addresses per walk and project: advertiser, administrator, visitor.
    const address = (offset: number) => `203.0.113.${walk.addresses + (nojs ? 5 : 0) + offset}`;
    const token = `${testInfo.project.name.replace("-", "")}${language}${Date.now().toString(36)}`;
    const email = `lister-${token}@example.test`;
    const password = "a long enough password";
    const first = listingTexts(token, "First");
    const second = listingTexts(token, "Second");
    const shown = (texts: { title: string; titleAr: string }) => (language === "ar" ? texts.titleAr : texts.title);
    const main = page.getByRole("main");
    await page.setViewportSize(viewport);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": address(0) });

    // 1. Sign up, verify through the mailed link, sign in.
    await page.goto(`/account/signup?lng=${language}`);
    if (nojs && language === "ar") await shoot(page, "advertiser-signup-phone-ar");
    await hydrated(page);
    await main.getByLabel(t.email, { exact: true }).fill(email);
    await main.getByLabel(t.password, { exact: true }).fill(password);
    await main.getByLabel(t.type, { exact: true }).selectOption({ label: t.owner });
    await main.getByLabel(t.name, { exact: true }).fill(language === "ar" ? `مكاتب ${token}` : `Offices ${token}`);
    await main.getByRole("button", { name: t.createAccount }).click();
    await expect(page.getByRole("heading", { name: t.checkMail })).toBeVisible();
    const verify = await mailedLink(email, "/account/verify");
    await page.goto(verify);
    await page.getByRole("button", { name: t.verify }).click();
    await expect(toast(page)).toContainText(t.verified);
    // Sign-up signs no one in: the verified address leads on to sign-in.
    await expect(page).toHaveURL(/\/account\/login/);
    await page.goto("/account/listings");
    await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Flistings$/);
    await advertiserSignIn(page, t, email, password);
    await expect(page).toHaveURL(/\/account\/listings$/);
    await expect(page.getByRole("heading", { name: t.listings, exact: true })).toBeVisible();

    // 2. A listing with two photos, submitted without its Arabic title first: refused in the page's language,
    // with what was typed kept; then submitted.
    await page.getByRole("link", { name: t.newListing }).click();
    const editor = page.getByRole("dialog", { name: t.editorTitle });
    await hydrated(page);
    await fillListing(editor, t, first, ["titleAr"]);
    const photos = [await png("#dc2626"), await png("#2563eb")];
    await editor.getByLabel(t.images, { exact: true }).setInputFiles(photos);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(editor.getByText(t.arabicMissing, { exact: true })).toBeVisible();
    await expect(editor.getByLabel(t.titleAr, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(editor.getByLabel(t.title, { exact: true })).toHaveValue(first.title);
    await expect(editor.getByLabel(t.descriptionAr, { exact: true })).toHaveValue(first.descriptionAr);
    await expect(editor.getByLabel(t.price, { exact: true })).toHaveValue("180000");
    // A browser never puts files back after a page's answer: without scripts they are named, to choose again.
    if (nojs) {
      await expect(editor.getByText(t.filesDropped).first()).toBeVisible();
      await editor.getByLabel(t.images, { exact: true }).setInputFiles(photos);
    }
    await editor.getByLabel(t.titleAr, { exact: true }).fill(first.titleAr);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(toast(page)).toContainText(t.submitted);
    const firstId = savedId(page);
    const firstRow = main.getByRole("listitem").filter({ hasText: shown(first) });
    await expect(firstRow).toContainText(t.inReview);
    await expect(firstRow).toContainText(t.olaya);
    await inSight(page, firstRow.getByRole("heading", { name: shown(first) }));

    // Not public: its page is not shown, and the public search does not find it.
    const visitor = await person(browser, viewport, address(2));
    const listingPage = async () => (await visitor.goto(`/property/${firstId}?lng=${language}`))!.status();
    const searchFinds = async () => {
      await visitor.goto(`/?q=${token}&lng=${language}`);
      return visitor.locator(`main a[href^="/property/${firstId}"]`).count();
    };
    // (A listing that is not published answers 410, as one taken down does: decision 0012.)
    expect([404, 410]).toContain(await listingPage());
    await expect(visitor.getByText(shown(first))).toHaveCount(0);
    expect(await searchFinds()).toBe(0);

    // 3. The administrator approves it in the review queue: it is public, with its photos, and the advertiser is
    // mailed the outcome in their language.
    const admin = await person(browser, viewport, address(1));
    await admin.goto(`/admin/login?lng=${language}`);
    await hydrated(admin);
    await admin.getByLabel(t.adminUsername, { exact: true }).fill(E2E_ADMIN.username);
    await admin.getByLabel(t.password, { exact: true }).fill(E2E_ADMIN.password);
    await admin.getByRole("button", { name: t.signIn, exact: true }).click();
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);
    await admin.goto("/admin/dashboard/review");
    const queued = (texts: { title: string; titleAr: string }) => admin.getByRole("listitem").filter({ hasText: shown(texts) });
    await expect(queued(first)).toContainText(email);
    await queued(first).getByRole("button", { name: t.approve }).click();
    await expect(toast(admin)).toContainText(t.approved);
    await expect(queued(first)).toHaveCount(0);

    expect(await listingPage()).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1, name: shown(first) })).toBeVisible();
    await expect(visitor.getByRole("img", { name: t.photo(shown(first), 2) }).first()).toBeAttached();
    expect(await searchFinds()).toBeGreaterThan(0);
    const outcome = await mailTitled(email, t.publishedMail(shown(first)));
    expect(outcome.text).toContain(`/account/listings${language === "ar" ? "?lng=ar" : ""}`);
    await page.reload();
    await expect(firstRow).toContainText(t.published);
    await expect(firstRow.getByRole("link", { name: t.seeIt })).toHaveAttribute("href", `/property/${firstId}`);

    // 4. A visitor asks about it: the advertiser's mail (a reply goes to the visitor) and lead desk show it.
    const lead = { name: `Visitor ${token}`, email: `visitor-${token}@example.test`, message: `Is it free from March? ${token}` };
    await visitor.goto(`/property/${firstId}?lng=${language}`);
    const contact = visitor.getByRole("complementary", { name: t.contact });
    await hydrated(visitor);
    await contact.getByLabel(t.visitorName, { exact: true }).fill(lead.name);
    await contact.getByLabel(t.visitorEmail, { exact: true }).fill(lead.email);
    await contact.getByLabel(t.visitorPhone, { exact: true }).fill("0551234567");
    await contact.getByLabel(t.visitorMessage, { exact: true }).fill(lead.message);
    await contact.getByRole("button", { name: t.send }).click();
    await expect(toast(visitor)).toContainText(t.sent);
    const leadMail = await mailTitled(email, t.inquiryMail(shown(first)));
    expect(addressesOf(leadMail.replyTo)).toEqual([lead.email]);
    expect(leadMail.text).toContain(lead.message);
    await page.getByRole("link", { name: t.leads }).click();
    await expect(page).toHaveURL(/\/account\/leads$/);
    const leadRow = main.getByRole("row").filter({ hasText: lead.name });
    await expect(leadRow).toContainText(lead.message);
    await expect(leadRow.getByRole("link", { name: lead.email })).toHaveAttribute("href", `mailto:${lead.email}`);
    await expect(leadRow.getByRole("link", { name: shown(first) })).toHaveAttribute("href", `/property/${firstId}`);
    if (nojs && language === "ar") await shoot(page, "advertiser-leads-phone-ar");

    // 5. A second listing is returned: first without a reason (refused beside it, the reviewer's place kept),
    // then with one, which the advertiser reads beside it and in the mail.
    await page.goto("/account/listings/new");
    await hydrated(page);
    await fillListing(editor, t, second);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(toast(page)).toContainText(t.submitted);
    const secondId = savedId(page);
    await admin.goto("/admin/dashboard/review");
    if (nojs && language === "ar") await shoot(admin, "review-queue-phone-ar");
    await queued(second).getByRole("button", { name: t.returnIt }).click();
    await expect(queued(second).getByText(t.noReason)).toBeVisible();
    await expect(queued(second).getByLabel(t.reason)).toHaveAttribute("aria-invalid", "true");
    await expect(admin).toHaveURL(new RegExp(`/admin/dashboard/review#review-${secondId}$`));
    await inSight(admin, queued(second).getByRole("heading", { name: shown(second) }));
    const reason = language === "ar" ? "الصور لا تُظهر المكتب نفسه." : "The photos do not show this office.";
    await hydrated(admin);
    await queued(second).getByLabel(t.reason).fill(reason);
    await queued(second).getByRole("button", { name: t.returnIt }).click();
    await expect(toast(admin)).toContainText(t.returned);
    await expect(queued(second)).toHaveCount(0);
    await page.getByRole("link", { name: t.listings, exact: true }).click();
    const secondRow = main.getByRole("listitem").filter({ hasText: shown(second) });
    await expect(secondRow).toContainText(t.draft);
    await expect(secondRow).toContainText(`${t.returnedBecause} ${reason}`);
    if (nojs && language === "ar") await shoot(page, "advertiser-listings-phone-ar");
    expect((await mailTitled(email, t.returnedMail(shown(second)))).text).toContain(reason);

    // 6. Suspended: the listing leaves the site and the advertiser's session ends; reinstated, both come back.
    await admin.goto("/admin/dashboard/advertisers");
    await admin.getByRole("link", { name: language === "ar" ? `مكاتب ${token}` : `Offices ${token}` }).click();
    await admin.getByRole("button", { name: t.suspend, exact: true }).click();
    await expect(toast(admin)).toContainText(t.suspended);
    expect(await listingPage()).toBe(410);
    expect(await searchFinds()).toBe(0);
    await page.reload();
    await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Flistings$/);
    await advertiserSignIn(page, t, email, password);
    await expect(page.getByRole("alert")).toContainText(t.suspendedAccount);

    await admin.getByRole("button", { name: t.reinstate, exact: true }).click();
    await expect(toast(admin)).toContainText(t.reinstated);
    expect(await listingPage()).toBe(200);
    expect(await searchFinds()).toBeGreaterThan(0);
    await advertiserSignIn(page, t, email, password);
    await expect(page).toHaveURL(/\/account\/listings$/);
    await expect(firstRow).toContainText(t.published);
    await expect(secondRow).toContainText(t.draft);

    // 7. The advertiser takes the published listing off the site, which it leaves at once, and sends it back for
    // review, where it waits unseen; each answer comes back to the listing in the list.
    await firstRow.getByRole("button", { name: t.withdrawOf(shown(first)), exact: true }).click();
    await expect(toast(page)).toContainText(t.withdrawn);
    await inSight(page, firstRow.getByRole("heading", { name: shown(first) }));
    expect(await listingPage()).toBe(410);
    expect(await searchFinds()).toBe(0);
    await firstRow.getByRole("button", { name: t.resubmitOf(shown(first)), exact: true }).click();
    await expect(toast(page)).toContainText(t.submitted);
    await expect(firstRow).toContainText(t.inReview);
    expect([404, 410]).toContain(await listingPage());
    await admin.goto("/admin/dashboard/review");
    await expect(queued(first)).toContainText(email);
  });
}
