import { expect, test } from "@playwright/test";

// Runs in both projects: "js" (scripts on) and "no-js" (scripts blocked).

test.describe("language", () => {
  test("switches to Arabic and back, and the choice persists across pages", async ({ page }, testInfo) => {
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

    await page.getByTestId("button-language-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("عن مكاتب الرياض");
    if (testInfo.project.name === "js") {
      expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("ar");
    }

    // A plain link to another page keeps Arabic (the lng cookie).
    await page.getByRole("link", { name: "كيف تعمل المنصة" }).first().click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    await page.getByTestId("button-language-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How it works");
  });

  test("follows the browser's language on a first visit", async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      locale: "ar-SA",
      javaScriptEnabled: testInfo.project.name === "js",
      baseURL: testInfo.project.use.baseURL,
    });
    const page = await context.newPage();
    await page.goto("/ecosystem");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await context.close();
  });
});

test.describe("theme", () => {
  test("toggles dark and light, and the server remembers it", async ({ page }, testInfo) => {
    await page.goto("/about");
    await expect(page.locator("html")).not.toHaveClass(/dark/);

    // With scripts the class flips at once and the choice is saved in the background: wait for the save.
    const saved = page.waitForResponse((response) => response.url().includes("/resources/theme") && response.request().method() === "POST");
    await page.getByTestId("button-theme-toggle").click();
    await saved;
    await expect(page.locator("html")).toHaveClass(/dark/);
    // Without scripts the answer comes back to the toggle (issue 33).
    await expect(page).toHaveURL(/\/about(#theme-toggle)?$/);
    if (testInfo.project.name === "js") {
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    }
    // Rendered dark by the server on the next visit: no flash of the light theme.
    const response = await page.request.get("/contact");
    expect(await response.text()).toMatch(/<html[^>]*class="dark"/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);

    const savedLight = page.waitForResponse(
      (response) => response.url().includes("/resources/theme") && response.request().method() === "POST",
    );
    await page.getByTestId("button-theme-toggle").click();
    await savedLight;
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});

test.describe("layout and static pages", () => {
  test("header links reach browse, map and ecosystem; footer links reach the info pages", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link", { name: "Partner services" }).click();
    await expect(page).toHaveURL(/\/ecosystem$/);
    await nav.getByRole("link", { name: "Browse Spaces" }).click();
    await expect(page).toHaveURL(/\/$/);

    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "How it works" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How it works");
    await footer.getByRole("link", { name: "About us" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Riyadh Offices");
    await footer.getByRole("link", { name: "Contact" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    await expect(footer.getByLabel("Email address")).toHaveAttribute("type", "email");
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("icons are drawn by the stylesheet in the text's colour, in both themes and in forced colours", async ({ page }) => {
    await page.goto("/");
    // The size icon of the first card: an empty element that the stylesheet masks.
    const icon = page.getByTestId("property-card").first().locator(".icon-ruler");
    const drawing = () =>
      icon.evaluate((element) => {
        const style = getComputedStyle(element);
        const { width, height } = element.getBoundingClientRect();
        return { mask: style.maskImage, paint: style.backgroundColor, text: style.color, width, height };
      });
    const expectDrawn = async () => {
      const { mask, paint, text, width, height } = await drawing();
      expect(mask).toContain("data:image/svg+xml");
      expect(paint).toBe(text);
      expect([width, height]).toEqual([16, 16]);
      return text;
    };
    const light = await expectDrawn();
    await page.context().addCookies([{ name: "theme", value: "dark", url: page.url() }]);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await expectDrawn()).not.toBe(light);
    await page.emulateMedia({ forcedColors: "active" });
    await expectDrawn();
  });

  test("about: mission, three reasons and the team", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([
      "Curated listings",
      "Expert support",
      "Transparent pricing",
      "Sara Al-Qahtani",
      "Faisal Al-Otaibi",
      "Noura Al-Harbi",
    ]);
  });

  test("how it works: four steps in order", async ({ page }) => {
    await page.goto("/how-it-works");
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Browse and filter",
      "View details",
      "Contact the owner",
      "Move in",
    ]);
  });

  test("ecosystem: hero, five services and a contact line", async ({ page }) => {
    await page.goto("/ecosystem");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Everything after the lease");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Office furnishing",
      "IT and network installation",
      "Interior design",
      "Maintenance",
      "Office equipment",
    ]);
    await page.getByRole("main").getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("not found", () => {
  test("unknown paths answer 404 with the spec's texts, and words for visitors beside them (issue 50)", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expect(page.getByText("There is no page at this address.")).toBeVisible();
  });
});
