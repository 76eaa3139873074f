import { expect, test } from "@playwright/test";
import { DEMO_ADVERTISER } from "~/services/config.server";

// Issue 51: the demo advertiser's own lead desk on a phone, with and without scripts: a visitor's inquiry
// on one of their listings is found by the desk's filters, moved along the pipeline with a note, and
// exported; their listings show their views. Each run's lead has a name of its own.

test.use({ viewport: { width: 390, height: 844 } });

test("an advertiser finds a lead on their listing, moves it along with a note, and exports their leads", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const name = `E2E Own Lead ${project} ${Date.now().toString(36)}`;
  await page.goto("/account/login");
  const main = page.getByRole("main");
  await main.getByLabel("Email address").fill(DEMO_ADVERTISER.email);
  await main.getByLabel("Password", { exact: true }).fill(DEMO_ADVERTISER.password);
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);

  // One of their live listings, with its figures of the last 30 days.
  await page.goto("/account/listings");
  await expect(main.getByText("Last 30 days").first()).toBeVisible();
  const live = main.getByRole("link", { name: "See it on the site" }).first();
  const listing = Number(/\/property\/(\d+)/.exec((await live.getAttribute("href")) ?? "")?.[1]);
  const sent = await page.request.post("/api/inquiries", {
    data: { propertyId: listing, name, email: "own.lead@example.com", phone: "050 765 4321", message: "May I visit on Sunday?" },
    headers: { "X-Forwarded-For": project === "js" ? "203.0.113.71" : "203.0.113.72" },
  });
  expect(sent.status()).toBe(201);

  // The desk's filters (behind their disclosure on a phone): the listing among theirs, and the name.
  await page.goto("/account/leads");
  await expect(page.getByRole("heading", { name: "Your leads" })).toBeVisible();
  await main.getByText("Filter inquiries").click();
  await main.getByLabel("Listing").selectOption(String(listing));
  await main.getByLabel("Name, email or phone").fill(name);
  await main.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`propertyId=${listing}`));
  await expect(main.getByRole("table", { name: "Inquiries found: 1" })).toBeAttached();
  await main.getByRole("link", { name }).click();

  await expect(page).toHaveURL(/\/account\/leads\/\d+$/);
  await expect(page.getByRole("heading", { name: /^Inquiry #\d+ / })).toContainText("New");
  await main.getByLabel("Status").selectOption("contacted");
  await main.getByLabel("Add a note").fill("Called back, viewing on Sunday");
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Inquiry updated");
  await expect(page.getByRole("heading", { name: /^Inquiry #\d+ / })).toContainText("Contacted");
  await expect(main.getByRole("region", { name: "Notes" })).toContainText("Called back, viewing on Sunday");
  // Nothing of the page runs past a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Their CSV, with the page's filters, holds the lead as it stands now.
  await main.getByRole("link", { name: "Back to your leads" }).click();
  await expect(page).toHaveURL(/\/account\/leads$/);
  await page.goto(`/account/leads?q=${encodeURIComponent(name)}`);
  const csvHref = await main.getByRole("link", { name: "Download CSV" }).getAttribute("href");
  expect(csvHref).toBe(`/account/leads.csv?q=${encodeURIComponent(name).replace(/%20/g, "+")}`);
  const csv = await page.request.get(csvHref!);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(name);
  expect(lines[1]).toContain("Contacted");
  expect(lines[1]).toContain("Called back, viewing on Sunday");
});
