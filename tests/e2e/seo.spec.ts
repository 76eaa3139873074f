import { expect, test } from "@playwright/test";

// What search engines and link previews read: district pages with their figures and listings, and the
// head of every page (canonical, hreflang, share tags, JSON-LD). Runs with JavaScript on and off.
test.describe("district page", () => {
  test("shows its heading, figures and listings, with canonical and hreflang links", async ({ page, baseURL }) => {
    await page.goto("/districts/olaya");
    await expect(page.getByRole("heading", { level: 1, name: "Offices for rent in Olaya" })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Median price per sqm" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Offices found: \d+/ })).toBeVisible();
    await expect(page.locator("#results article").first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/districts/olaya`);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", `${baseURL}/districts/olaya?lng=ar`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}/districts/olaya`);
  });

  test("shows the district's market figures, its monthly charts as a table, and the API answers the same", async ({ page, request }) => {
    await page.goto("/districts/olaya");
    const market = (await (await request.get("/api/districts/olaya/market")).json()) as {
      pricePerSqm: { median: number };
      months: { medianPricePerSqm: number | null }[];
    };
    const median = market.pricePerSqm.median.toLocaleString("en-US");
    await expect(
      page
        .getByRole("definition")
        .filter({ hasText: `${median} SAR / sqm / year` })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Rent per sqm, middle half" })).toBeVisible();
    const figure = page.getByRole("figure", { name: /Median rent per sqm in Olaya/ });
    await expect(figure.getByRole("img", { name: /Median rent per sqm in Olaya/ })).toBeVisible();
    // The table opens with or without scripts (<details>): one row a month, the current one last.
    await figure.getByText("Show as table").click();
    await expect(figure.getByRole("table").getByRole("row")).toHaveCount(13);
    const last = market.months[market.months.length - 1]!.medianPricePerSqm;
    const lastText = last === null ? "–" : new Intl.NumberFormat("en-US").format(last);
    await expect(figure.getByRole("table").getByRole("row").last().getByRole("cell")).toHaveText(lastText);
    expect((await request.get("/api/districts/atlantis/market")).status()).toBe(404);
  });

  test("in Arabic: Arabic heading, canonical with lng=ar", async ({ page, baseURL }) => {
    await page.goto("/districts/olaya?lng=ar");
    await expect(page.getByRole("heading", { level: 1, name: /مكاتب للإيجار في العليا/ })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/districts/olaya?lng=ar`);
  });

  test("is linked from the listing's district on its detail page", async ({ page }) => {
    await page.goto("/property/1");
    await page.locator("header").getByRole("link", { name: "Olaya" }).click();
    await expect(page).toHaveURL(/\/districts\/olaya$/);
  });

  test("an unknown district is the not-found page", async ({ page }) => {
    const response = await page.goto("/districts/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("detail page head", () => {
  test("has a share image with its size and a RealEstateListing with a yearly SAR offer", async ({ page, baseURL }) => {
    await page.goto("/property/1");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${baseURL}/uploads/.+\\.webp$`));
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", /^\d+$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((text) => JSON.parse(text) as { "@type": string; offers?: { priceCurrency: string } }[]);
    const listing = items.find((item) => item["@type"] === "RealEstateListing");
    expect(listing?.offers?.priceCurrency).toBe("SAR");
    expect(items.map((item) => item["@type"])).toContain("BreadcrumbList");
  });

  test("a filtered list is noindex, follow; the unfiltered one is indexable", async ({ page }) => {
    await page.goto("/?district=Olaya");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await page.goto("/");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});
