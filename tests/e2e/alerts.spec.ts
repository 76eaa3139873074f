import { expect, test } from "@playwright/test";
import { mailedLink } from "./mailbox";

// Issue 35: a visitor follows a browse page's search by email (a fetcher with scripts, a plain POST without),
// confirms it through the mailed link (read from the e2e server's .eml files), sees it on its manage page
// and stops it there. The address is unique to the run and project: other specs share the database.

test("a visitor follows a search by email, confirms it from the mail, and stops it", async ({ page }, testInfo) => {
  // An address of this spec's own, so the public per-address limit other specs meet is not spent here.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": testInfo.project.name === "js" ? "203.0.113.91" : "203.0.113.92" });
  const email = `alert-${testInfo.project.name}-${Date.now()}@example.test`;
  await page.goto("/?district=Olaya&maxPrice=200000");
  await page.getByText("Email me new matches").click();
  const form = page.locator("#search-alert");
  await form.getByLabel("Your email address").fill(email);
  await form.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByTestId("toast")).toContainText("follow the link we sent to that address to start the alert");
  await expect(page).toHaveURL(/\/\?district=Olaya&maxPrice=200000#search-alert$/);

  await page.goto(await mailedLink(email, "/alerts/confirm"));
  await expect(page.getByRole("heading", { name: "Confirm your search alert" })).toBeVisible();
  await expect(page.getByText("Olaya · Up to 200,000 SAR")).toBeVisible();
  await page.getByRole("button", { name: "Start the alert" }).click();
  await expect(page.getByTestId("toast")).toContainText("Alert on");
  await expect(page.getByText("On: an email at most once a day when new offices match.")).toBeVisible();

  await page.getByRole("button", { name: "Stop this alert" }).click();
  await expect(page.getByTestId("toast")).toContainText("Alert stopped");
});

// Issue 50, point 2: a refused address, then a good one. The toast says it worked and the form is clean
// (no error, no old address): a fetcher keeps its last data through the redirect. On a phone in Arabic;
// without scripts the resend is made from the /alerts page's copy of the form.
test("after a refused address and a good resend, the alert form is clean", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": testInfo.project.name === "js" ? "203.0.113.95" : "203.0.113.96" });
  await page.goto("/?district=Olaya&lng=ar");
  await page.getByText("أرسل لي المكاتب الجديدة بالبريد").click();
  let form = page.locator("#search-alert");
  await form.getByLabel("بريدك الإلكتروني").fill("not-an-address");
  await form.getByRole("button", { name: "إنشاء التنبيه" }).click();
  await expect(page.getByText("يرجى إدخال بريد إلكتروني صحيح")).toBeVisible();

  form = page.locator("form").filter({ has: page.locator('[aria-invalid="true"]') });
  await form.getByLabel("بريدك الإلكتروني").fill(`clean-${testInfo.project.name}-${Date.now()}@example.test`);
  await form.getByRole("button", { name: "إنشاء التنبيه" }).click();
  await expect(page.getByTestId("toast")).toContainText("تفقّد بريدك");
  await expect(page.locator("#search-alert").getByLabel("بريدك الإلكتروني")).toHaveValue("");
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByText("يرجى إدخال بريد إلكتروني صحيح")).toHaveCount(0);
  // Back at the form it came from (its fragment opens its disclosure).
  await expect(page).toHaveURL(/\/\?district=Olaya&lng=ar#search-alert$/);
  await expect(page.locator("#search-alert")).toBeInViewport();
});

// Without scripts a refused address lands on the /alerts page: it leads back to the results the visitor
// left, at the form, in their language, and the address they typed is still there to fix.
test("a refused address without scripts leads back to the search it came from", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js", "with scripts the error shows in the page's own form");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.97" });
  await page.goto("/?district=Olaya&minSize=100&lng=ar");
  await page.getByText("أرسل لي المكاتب الجديدة بالبريد").click();
  await page.locator("#search-alert").getByLabel("بريدك الإلكتروني").fill("no-at-sign.example");
  await page.locator("#search-alert").getByRole("button", { name: "إنشاء التنبيه" }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByText("يرجى إدخال بريد إلكتروني صحيح")).toBeVisible();
  await expect(page.getByLabel("بريدك الإلكتروني")).toHaveValue("no-at-sign.example");
  await page.getByRole("link", { name: "العودة إلى بحثك" }).click();
  await expect(page).toHaveURL(/\/\?district=Olaya&minSize=100&lng=ar#search-alert$/);
  await expect(page.locator("#search-alert")).toBeInViewport();
});
