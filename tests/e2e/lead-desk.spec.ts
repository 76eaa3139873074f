import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signIn } from "./sign-in";

// The lead desk (issue 16), with and without scripts. Specs share one database: every inquiry here is
// new, carries a unique name, and the tab is always filtered by it, so no other spec's rows matter.

const INQUIRIES = "/admin/dashboard/inquiries";
const LISTING = 3;

const unique = (label: string, project: string) =>
  `E2E Lead ${label} ${project} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page) => page.getByTestId("toast");

/**
 * A visitor's inquiry through the public API, from an address of this spec's own, so the public
 * per-address limit other specs meet is not spent here.
 */
async function sendInquiry(request: APIRequestContext, name: string, project: string) {
  const answer = await request.post("/api/inquiries", {
    data: { propertyId: LISTING, name, email: "lead@example.com", phone: "050 765 4321", message: `Viewing request from ${name}` },
    headers: { "X-Forwarded-For": project === "js" ? "203.0.113.61" : "203.0.113.62" },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** Signs in and waits for the dashboard, so the session cookie is there before the next request. */
async function signInToDashboard(page: Page) {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get(`/property/${LISTING}`)).status(), { timeout: 60_000 }).toBe(200);
});

test("an inquiry's status and note are saved from its page, with reply shortcuts", async ({ page }, testInfo) => {
  const name = unique("Status", testInfo.project.name);
  await sendInquiry(page.request, name, testInfo.project.name);
  await signInToDashboard(page);
  await page.goto(`${INQUIRIES}?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();

  await expect(page.getByRole("heading", { name: /^Inquiry #\d+ / })).toContainText("New");
  const reply = page.getByRole("list", { name: "Reply" });
  // The greeting is typed in, in the visitor's language (issue 33).
  await expect(reply.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/966507654321\?text=Hello%20/);
  await expect(reply.getByRole("link", { name: "Email" })).toHaveAttribute(
    "href",
    /^mailto:lead@example\.com\?subject=Your%20inquiry%20about%20/,
  );
  await expect(reply.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:0507654321");

  await page.getByLabel("Status").selectOption("viewing");
  await page.getByLabel("Add a note").fill("Viewing booked for Sunday 10:00");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page)).toContainText("Inquiry updated");
  await expect(page.getByRole("heading", { name: /^Inquiry #\d+ / })).toContainText("Viewing");

  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("viewing");
  await expect(page.getByRole("region", { name: "Notes" })).toContainText("Viewing booked for Sunday 10:00");
});

test("the tab filters by status and text, in the URL, and downloads that filter as CSV", async ({ page }, testInfo) => {
  const prefix = unique("Filter", testInfo.project.name);
  const wonId = await sendInquiry(page.request, `${prefix} won`, testInfo.project.name);
  await sendInquiry(page.request, `${prefix} open`, testInfo.project.name);
  await signInToDashboard(page);
  expect((await page.request.patch(`/api/admin/inquiries/${wonId}`, { data: { status: "won" } })).status()).toBe(200);

  await page.goto(INQUIRIES);
  const filters = page.getByRole("form", { name: "Filter inquiries" });
  await filters.getByLabel("Name, email or phone").fill(prefix);
  await filters.getByLabel("Status").selectOption("won");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/[?&]status=won(&|$)/);
  await expect(page.getByRole("row").filter({ hasText: `${prefix} won` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `${prefix} open` })).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trimEnd().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,"Won","${prefix} won","lead@example.com","\t050 765 4321","${LISTING}",`);
});
