import { expect, type Page, test } from "@playwright/test";
import ar from "../../app/locales/ar";
import en from "../../app/locales/en";
import { listingInput } from "../factories";
import { E2E_ADMIN, SCREENS } from "../playwright.config";
import { mailedLink, mailedText } from "./mailbox";

// Issue 50, a tenant's walk on a phone in Arabic (points 5, 6 and part of 8): a shared compare link whose
// office was withdrawn, the reason a withdrawn listing's page gives, /districts linked, a 404 in a
// visitor's words beside the spec's text, left-to-right address boxes, Arabic plural forms, "up to" alerts
// and who to contact. With scripts on and off (the two projects).
test.use({ viewport: { width: 390, height: 844 } });

async function asAdmin(page: Page) {
  const login = await page.request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
}

/** A listing of the test's own, in a lifecycle visitors do not see; deleted afterwards by `remove`. */
async function createListing(page: Page, title: string, lifecycle: "withdrawn" | "archived") {
  await asAdmin(page);
  const created = await page.request.post("/api/admin/properties", { data: listingInput({ title, district: "Olaya", lifecycle }) });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

interface ApiListing {
  id: number;
  title: string;
  titleAr: string;
  capacity: number;
  advertiserType: "owner" | "broker" | "developer";
}

async function publishedListings(page: Page) {
  const answer = await page.request.get("/api/properties?lng=en");
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as ApiListing[] | { properties?: ApiListing[]; items?: ApiListing[] };
  return Array.isArray(body) ? body : (body.properties ?? body.items ?? []);
}

test.describe("point 5: a shared compare link with a withdrawn office", () => {
  test("compares the rest and names the withdrawn one as no longer available", async ({ page }, testInfo) => {
    const title = `Withdrawn Compare Suite ${testInfo.project.name}`;
    const id = await createListing(page, title, "withdrawn");
    try {
      await page.context().clearCookies();
      const [first] = await publishedListings(page);
      const answer = await page.goto(`/compare?ids=${first!.id},${id}&lng=ar`);
      expect(answer?.status()).toBe(200);
      const gone = page.getByTestId("gone-listing");
      await expect(gone).toHaveCount(1);
      await expect(gone).toContainText(ar.saved.gone);
      await expect(gone.getByRole("link")).toHaveAttribute("href", `/property/${id}`);
      // The published one is compared: its column heading links to it.
      const table = page.getByRole("region", { name: ar.compare.title });
      await expect(table.getByRole("columnheader")).toHaveCount(1);
      await expect(table.locator(`a[href="/property/${first!.id}"]`)).toBeVisible();
      if (testInfo.project.name === "no-js") await page.screenshot({ path: `${SCREENS}/compare-gone-ar-phone-nojs.png`, fullPage: true });
    } finally {
      await asAdmin(page);
      await page.request.delete(`/api/admin/properties/${id}`);
    }
  });
});

test.describe("point 6: a withdrawn or archived listing's 410", () => {
  test("says it was taken down or rented, not that its licence lapsed, and keeps the similar offices", async ({ page }, testInfo) => {
    const ids = [
      await createListing(page, `Withdrawn Suite ${testInfo.project.name}`, "withdrawn"),
      await createListing(page, `Archived Suite ${testInfo.project.name}`, "archived"),
    ];
    try {
      await page.context().clearCookies();
      for (const id of ids) {
        for (const [lng, texts] of [
          ["ar", ar],
          ["en", en],
        ] as const) {
          const answer = await page.goto(`/property/${id}?lng=${lng}`);
          expect(answer?.status()).toBe(410);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.property.goneTitle);
          await expect(page.getByText(texts.property.goneTakenDownText)).toBeVisible();
          await expect(page.getByText(texts.property.goneText)).toHaveCount(0);
          await expect(page.getByTestId("property-card").first()).toBeVisible();
        }
      }
      if (testInfo.project.name === "no-js") {
        await page.goto(`/property/${ids[0]}?lng=ar`);
        await page.screenshot({ path: `${SCREENS}/gone-410-ar-phone-nojs.png`, fullPage: true });
      }
    } finally {
      await asAdmin(page);
      for (const id of ids) await page.request.delete(`/api/admin/properties/${id}`);
    }
  });
});

test.describe("point 8", () => {
  test("(a) /districts is linked from the footer and from a district page", async ({ page }) => {
    await page.goto("/?lng=ar");
    await page.getByRole("contentinfo").getByRole("link", { name: ar.footer.allDistricts }).click();
    await expect(page).toHaveURL(/\/districts$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.districtsIndex.title);
    await page
      .getByRole("main")
      .getByRole("link", { name: /العليا/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/districts\/[\w-]+$/);
    await page.getByRole("main").getByRole("link", { name: ar.district.allDistricts }).click();
    await expect(page).toHaveURL(/\/districts$/);
  });

  test("(b) the 404 page says what happened in a visitor's words, in either language, beside the spec's text", async ({ page }) => {
    for (const [lng, texts] of [
      ["ar", ar],
      ["en", en],
    ] as const) {
      const answer = await page.goto(`/no/such/page?lng=${lng}`);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: texts.notFound.title })).toBeVisible();
      await expect(page.getByText(texts.notFound.text)).toBeVisible();
      await expect(page.getByText(texts.notFound.explain)).toBeVisible();
    }
  });

  test("(c) every email, address and phone box is left to right, in Arabic; the tour hint keeps its address whole", async ({ page }) => {
    const boxes = async () =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLInputElement>(
            'input[type="email"], input[type="tel"], input[type="url"], input[inputmode="url"], input[inputmode="email"], input[inputmode="tel"], input[autocomplete="username"], input[autocomplete~="email"], input[autocomplete~="tel"]',
          ),
        ].map((input) => ({ name: input.name, dir: input.getAttribute("dir"), direction: getComputedStyle(input).direction })),
      );
    const pages = ["/?lng=ar", "/contact?lng=ar", "/property/1?lng=ar", "/admin/login?lng=ar"];
    for (const path of pages) {
      await page.goto(path);
      const found = await boxes();
      expect(found.length, path).toBeGreaterThan(0);
      for (const box of found) expect({ path, ...box }).toEqual({ path, name: box.name, dir: "ltr", direction: "ltr" });
    }
    // The contact form's email box shows what is typed as typed.
    await page.goto("/contact?lng=ar");
    const contactEmail = page.getByRole("main").getByLabel(ar.contact.email, { exact: true });
    await contactEmail.fill("sara@example.com");
    await expect(contactEmail).toHaveCSS("direction", "ltr");

    await asAdmin(page);
    for (const path of ["/admin/dashboard/properties/new?lng=ar", "/admin/dashboard/outbox?lng=ar"]) {
      await page.goto(path);
      const found = await boxes();
      expect(found.length, path).toBeGreaterThan(0);
      for (const box of found) expect({ path, ...box }).toEqual({ path, name: box.name, dir: "ltr", direction: "ltr" });
    }
    await page.goto("/admin/dashboard/properties/new?lng=ar");
    const hint = page.locator('[id$="tourUrl-hint"]');
    // Isolated left to right (U+2066 … U+2069): the Arabic sentence around them cannot reorder "https://".
    await expect(hint).toContainText("\u2066https://\u2069");
    await expect(hint).toContainText("\u2066my.matterport.com\u2069");
  });

  test("(d) Arabic counts take their plural forms", async ({ page }) => {
    const rules = new Intl.PluralRules("ar");
    const listings = await publishedListings(page);
    // One listing for 3–10 people ("أشخاص") and one for 11–99 ("شخصًا"), where "شخص" alone was wrong.
    for (const form of ["few", "many"] as const) {
      const listing = listings.find((candidate) => rules.select(candidate.capacity) === form);
      expect(listing, form).toBeDefined();
      const expected = ar.property[`capacityValue_${form}`].replace("{{count}}", String(listing!.capacity));
      await page.goto(`/property/${listing!.id}?lng=ar`);
      await expect(page.getByText(expected, { exact: true }).first()).toBeVisible();
    }
    // The text behind the same numbers in English.
    await page.goto(`/property/${listings.find((candidate) => candidate.capacity > 1)!.id}?lng=en`);
    await expect(page.getByText(/^\d+ people$/).first()).toBeVisible();
  });

  test("(e) an alert on a maximum price only says 'up to', on the page and in its mail, in Arabic", async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": testInfo.project.name === "js" ? "203.0.113.93" : "203.0.113.94" });
    const email = `upto-${testInfo.project.name}-${Date.now()}@example.test`;
    await page.goto("/?lng=ar");
    // The phone's filter panel: only the maximum typed.
    await page.getByRole("link", { name: /^الفلاتر \(/ }).click();
    const panel = page.getByRole("complementary", { name: "الفلاتر" });
    await panel.getByLabel(ar.browse.maxPrice, { exact: true }).fill("150000");
    await panel.getByRole("button", { name: ar.browse.apply }).click();
    await expect(page).toHaveURL(/maxPrice=150000/);
    expect(page.url()).not.toMatch(/minPrice=/);
    const upTo = ar.browse.chipPriceUpTo.replace("{{max}}", "150,000");
    await expect(page.getByRole("navigation", { name: ar.browse.activeFilters }).getByRole("link").first()).toContainText(upTo);
    await expect(page.getByRole("navigation", { name: ar.browse.activeFilters })).not.toContainText("10,000");
    // With scripts the panel stays open over the page after applying; close it as a person would.
    if (await panel.isVisible()) await panel.getByRole("link", { name: ar.browse.closeFilters }).click();
    await page.getByText(ar.alerts.summary).click();
    const form = page.locator("#search-alert");
    await form.getByLabel(ar.alerts.email).fill(email);
    await form.getByRole("button", { name: ar.alerts.submit }).click();
    // The confirmation mail names the search as the chip does, and so does the page its link opens.
    const mail = await mailedText(email);
    expect(mail).toContain(upTo);
    expect(mail).not.toContain("10,000");
    await page.goto(await mailedLink(email, "/alerts/confirm"));
    await expect(page.getByText(upTo)).toBeVisible();
    await expect(page.locator("main")).not.toContainText("10,000");
  });

  test("(f) an owner's listing says contact the owner; a broker's keeps the agent", async ({ page }) => {
    const listings = await publishedListings(page);
    for (const [type, ownText] of [
      ["owner", ar.property.contactAdvertiser.owner],
      ["broker", ar.property.contactAdvertiser.broker],
    ] as const) {
      const listing = listings.find((candidate) => candidate.advertiserType === type)!;
      await page.goto(`/property/${listing.id}?lng=ar`);
      await expect(page.getByRole("heading", { name: ownText })).toBeVisible();
      await expect(page.getByRole("navigation", { name: ownText })).toBeVisible();
    }
    const owner = listings.find((candidate) => candidate.advertiserType === "owner")!;
    await page.goto(`/property/${owner.id}?lng=en`);
    await expect(page.getByRole("heading", { name: "Contact the owner" })).toBeVisible();
    await expect(page.getByText("Contact the agent")).toHaveCount(0);
  });
});
