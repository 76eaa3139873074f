import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { SCREENS } from "../playwright.config";
import { hydrated } from "./hydrated";
import { mailedLink } from "./mailbox";

// An advertiser's account (issue 51), in both projects (with scripts and without): in Arabic on a phone,
// "List your space" from the menu to sign-up and on to sign-in, the verification link read from the mailbox, signing out, a
// forgotten password reset through its mailed link; in English on a desktop, sign-up, verification, signing
// out and in again, and deleting the account. Addresses are unique to the run and project.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

test("in Arabic on a phone: sign up from the menu, verify through the mail, sign out, reset a forgotten password", async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  // The page's own form: the footer's newsletter form has an email field too.
  const main = page.getByRole("main");
  const email = `mu3lin-${testInfo.project.name}-${Date.now()}@example.test`;
  await page.goto("/?lng=ar");
  await page.locator("#mobile-menu > summary").click();
  await page.getByRole("link", { name: "اعرض مساحتك" }).click();
  await expect(page).toHaveURL(/\/account\/signup/);
  await expect(page.getByRole("heading", { name: "اعرض مساحتك" })).toBeVisible();
  await expect(page.getByText("10 أحرف على الأقل، و256 على الأكثر.")).toBeVisible();

  // A refusal keeps what was typed and says what to fix, in Arabic.
  await main.getByLabel("البريد الإلكتروني").fill(email);
  await main.getByLabel("كلمة المرور", { exact: true }).fill("قصيرة");
  await main.getByLabel("أنت").selectOption({ label: "وسيط" });
  await main.getByLabel("اسمك أو اسم شركتك (بالعربية)").fill("مكتب الوسيط");
  await page.getByRole("button", { name: "إنشاء الحساب" }).click();
  await expect(page.getByText("استخدم 10 أحرف على الأقل")).toBeVisible();
  await expect(main.getByLabel("البريد الإلكتروني")).toHaveValue(email);
  // The server never sends a password back (with scripts the browser's form kept it: checked before sending).
  if (testInfo.project.name === "no-js") await expect(main.getByLabel("كلمة المرور", { exact: true })).toHaveValue("");
  if (testInfo.project.name === "no-js") await shoot(page, "account-signup-phone-ar");

  await main.getByLabel("كلمة المرور", { exact: true }).fill("كلمة-مرور-طويلة-1");
  await page.getByRole("button", { name: "إنشاء الحساب" }).click();
  await expect(page.getByRole("heading", { name: "تحقّق من بريدك" })).toBeVisible();
  // Sign-up signs no one in (an address with an account gets the same answer): the password just chosen does.
  await page.getByRole("link", { name: "سجّل الدخول وابدأ إعلانك" }).click();
  await main.getByLabel("البريد الإلكتروني").fill(email);
  await main.getByLabel("كلمة المرور", { exact: true }).fill("كلمة-مرور-طويلة-1");
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page.getByRole("heading", { name: "أكّد بريدك الإلكتروني" })).toBeVisible();
  await expect(page.getByRole("button", { name: "أرسل الرابط مرة أخرى" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  if (testInfo.project.name === "no-js") await shoot(page, "account-overview-phone-ar");

  const verify = await mailedLink(email, "/account/verify");
  expect(verify).toMatch(/&lng=ar$/);
  await page.goto(verify);
  await page.getByRole("button", { name: "تأكيد عنواني" }).click();
  await expect(page.getByTestId("toast")).toContainText("تم تأكيد العنوان");
  await expect(page.getByText(/عنوانك .* مؤكَّد/)).toBeVisible();
  // A used link says so.
  await page.goto(verify);
  await expect(page.getByRole("heading", { name: "هذا الرابط لا يعمل" })).toBeVisible();

  await page.goto("/account?lng=ar");
  await page.getByRole("button", { name: "تسجيل الخروج" }).click();
  await expect(page.getByTestId("toast")).toContainText("تم تسجيل الخروج");

  await page.getByRole("link", { name: "نسيت كلمة المرور؟" }).click();
  // The sign-in form it leaves has an email field too: type only once the new page is there.
  await expect(page.getByRole("heading", { level: 1, name: "نسيت كلمة المرور؟" })).toBeVisible();
  await hydrated(page);
  await main.getByLabel("البريد الإلكتروني").fill(email);
  await page.getByRole("button", { name: "أرسل الرابط" }).click();
  await expect(page.getByText(/إن كان لهذا العنوان حساب/)).toBeVisible();
  await page.goto(await mailedLink(email, "/account/reset"));
  await main.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("كلمة-مرور-جديدة-2");
  await main.getByLabel("أعد كتابة كلمة المرور الجديدة").fill("كلمة-مرور-جديدة-2");
  await page.getByRole("button", { name: "احفظ كلمة المرور الجديدة" }).click();
  await expect(page.getByTestId("toast")).toContainText("تم تغيير كلمة المرور");
  await main.getByLabel("البريد الإلكتروني").fill(email);
  await main.getByLabel("كلمة المرور", { exact: true }).fill("كلمة-مرور-جديدة-2");
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "حسابك كمعلن" })).toBeVisible();
});

test("in English on a desktop: sign up, verify, sign out and in again, and delete the account", async ({ page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  const main = page.getByRole("main");
  const email = `owner-${testInfo.project.name}-${Date.now()}@example.test`;
  const password = "a long enough password";
  await page.goto("/?lng=en");
  await page.getByRole("banner").getByRole("link", { name: "List your space" }).click();
  await expect(page.getByRole("heading", { name: "List your space" })).toBeVisible();
  await main.getByLabel("Email address").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByLabel("You are").selectOption({ label: "Owner" });
  await main.getByLabel("Your name or company (English)").fill("King Road Offices");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your mail" })).toBeVisible();

  await page.goto(await mailedLink(email, "/account/verify"));
  await page.getByRole("button", { name: "Verify my address" }).click();
  await expect(page.getByTestId("toast")).toContainText("Address verified");
  // Signed out, the link leads on to sign-in.
  await expect(page).toHaveURL(/\/account\/login/);
  await main.getByLabel("Email address").fill(email);
  await main.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(/^Your address .+ is verified\.$/)).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/account\/login/);
  await page.goto("/account/profile");
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Fprofile/);
  await main.getByLabel("Email address").fill(email);
  await main.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);

  await page.getByRole("link", { name: "Delete my account" }).click();
  await main.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByTestId("toast")).toContainText("Account deleted");
  await main.getByLabel("Email address").fill(email);
  await main.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Wrong email address or password");
});

test("sign-up says every problem at once: no address, a short password and no name, then a bad address and still no name", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const main = page.getByRole("main");
  const email = main.getByLabel("Email address");
  const password = main.getByLabel("Password", { exact: true });
  const type = main.getByLabel("You are");
  const names = [main.getByLabel("Your name or company (English)"), main.getByLabel("Your name or company (Arabic)")];
  const NAME_MISSING = "Give your name in English or in Arabic (or both)";
  await page.goto("/account/signup?lng=en");
  await hydrated(page);

  // The address left empty made zod skip the rule across fields: the name's error came only once the address was given.
  await type.selectOption({ label: "Broker" });
  await password.fill("short");
  // Sent with Enter from the password box: a click's blur revalidates that box first, and on a loaded machine
  // Conform sometimes kept that revalidation's errors (the password's alone) over the submission's.
  await password.press("Enter");
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(password).toHaveAccessibleDescription(/Use at least 10 characters/);
  for (const name of names) await expect(name).toHaveAccessibleDescription(NAME_MISSING);
  await expect(type).toHaveValue("broker");

  await email.fill("owner-at-example.test");
  await password.fill("a long enough password");
  await password.press("Enter");
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
  for (const name of names) await expect(name).toHaveAccessibleDescription(NAME_MISSING);
  await expect(email).toHaveValue("owner-at-example.test");
  await expect(type).toHaveValue("broker");
  await expect(page.getByRole("heading", { name: "Check your mail" })).toHaveCount(0);
});
