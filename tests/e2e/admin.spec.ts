import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { signIn } from "./sign-in";

// Runs in both projects: "js" (scripts on) and "no-js" (scripts blocked). Both share one database,
// so every record a test creates carries the project's name and a timestamp.

const DISTRICTS = "/admin/dashboard/districts";

const unique = (label: string, project: string) =>
  `E2E ${label} ${project} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const districtRow = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
const toast = (page: Page) => page.getByTestId("toast");

/** Confirms a delete: the modal dialog with JavaScript, the confirmation page without. */
async function deleteDistrict(page: Page, name: string) {
  await districtRow(page, name).getByRole("link", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: `Delete the district “${name}”?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Yes, delete" }).click();
}

// The server answers before its first-start seed is done: wait for it before the first test.
test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get("/property/2")).status(), { timeout: 60_000 }).toBe(200);
});

test.describe("admin sign-in", () => {
  test("a visitor opening the dashboard is sent to the login page", async ({ page }) => {
    await page.goto("/admin/dashboard/districts");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard%2Fdistricts$/);
    await expect(page.getByRole("heading", { level: 1, name: "Administrator sign in" })).toBeVisible();
    await expect(page.getByLabel("Username")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  });

  test("bad credentials: 'Login failed' and 'Invalid credentials', with the username kept", async ({ page }, testInfo) => {
    await signIn(page, { password: "definitely-wrong" });
    const alert = page.getByRole("alert").filter({ hasText: "Login failed" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Invalid credentials");
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByLabel("Username")).toHaveValue(E2E_ADMIN.username);
    // The server never sends the password back (without JavaScript the re-rendered field is empty).
    if (testInfo.project.name === "no-js") await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("good credentials land on the dashboard with the welcome toast", async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(toast(page)).toContainText("Welcome back");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${E2E_ADMIN.username}`)).toBeVisible();
  });

  test("after signing in, the login page goes back where the visitor was headed", async ({ page }) => {
    await page.goto(DISTRICTS);
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new RegExp(`${DISTRICTS}$`));
    await expect(districtRow(page, "Olaya")).toBeVisible();
  });

  test("a return path that normalises to another host ends on this site's dashboard", async ({ page, baseURL }) => {
    for (const redirectTo of ["/.//evil.example", "/%2e%2e//evil.example", "/a/../..//evil.example"]) {
      await page.goto(`/admin/login?${new URLSearchParams({ redirectTo })}`);
      await page.getByLabel("Username").fill(E2E_ADMIN.username);
      await page.getByLabel("Password").fill(E2E_ADMIN.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(`${baseURL}/admin/dashboard`);
      await page.context().clearCookies();
    }
  });
});

test.describe("districts tab", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("add, edit and delete a district", async ({ page }, testInfo) => {
    test.slow(); // a dozen round trips and the map picker: past 30 s on a busy two-core runner
    const project = testInfo.project.name;
    const name = unique("District", project);
    // Unique too (two districts may not share an Arabic name): Arabic letters and the name's own suffix.
    const nameAr = `حي التجربة ${name.split(" ").at(-1)!}`;
    const renamed = `${name} renamed`;

    await page.getByRole("link", { name: /^Districts \(\d+\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${DISTRICTS}$`));
    await expect(page.getByRole("columnheader", { name: "Latitude" })).toBeVisible();
    await expect(districtRow(page, "Olaya")).toContainText(/24\.\d{6}/);

    // Add: the form opens as a dialog over the table (a server-drawn overlay, so also without JavaScript).
    await page.getByRole("link", { name: "Add district" }).click();
    await expect(page).toHaveURL(new RegExp(`${DISTRICTS}/new$`));
    const dialog = page.getByRole("dialog", { name: "New district" });
    await expect(dialog).toBeVisible();
    await expect(districtRow(page, "Olaya")).toBeAttached();
    if (project === "js") {
      // The map picker: a click fills both coordinates.
      await expect(dialog.getByTestId("district-map")).toHaveCSS("height", "400px");
      const map = dialog.getByTestId("district-map").locator(".leaflet-container");
      await expect(map).toBeVisible();
      await map.click({ position: { x: 120, y: 90 } });
      await expect(dialog.getByLabel("Latitude")).toHaveValue(/^24\.\d{6}$/);
      await expect(dialog.getByLabel("Longitude")).toHaveValue(/^46\.\d{6}$/);
    } else {
      await expect(dialog.getByTestId("district-map")).toBeHidden();
    }
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("Name in Arabic").fill(nameAr);
    await expect(dialog.getByLabel("Name in Arabic")).toHaveAttribute("dir", "rtl");
    await dialog.getByLabel("Latitude").fill("24.7001234");
    await dialog.getByLabel("Longitude").fill("46.6501");
    await dialog.getByRole("button", { name: "Save" }).click();

    await expect(toast(page)).toContainText("District created");
    await expect(page).toHaveURL(new RegExp(`${DISTRICTS}$`));
    await expect(page.getByRole("dialog", { name: "New district" })).toHaveCount(0);
    const row = districtRow(page, name);
    await expect(row).toContainText(nameAr);
    await expect(row).toContainText("24.700123");
    await expect(row).toContainText("46.650100");

    // A second district with the same name is refused inline.
    await page.getByRole("link", { name: "Add district" }).click();
    const again = page.getByRole("dialog", { name: "New district" });
    await again.getByLabel("Name", { exact: true }).fill(name);
    await again.getByLabel("Name in Arabic").fill(`${nameAr} ثانٍ`);
    await again.getByRole("button", { name: "Save" }).click();
    await expect(again.getByText("A district with this name already exists.")).toBeVisible();
    await expect(again.getByLabel("Name", { exact: true })).toHaveValue(name);
    await again.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(new RegExp(`${DISTRICTS}$`));
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Edit: the form comes filled in.
    await districtRow(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit district" });
    await expect(edit.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(edit.getByLabel("Name in Arabic")).toHaveValue(nameAr);
    await expect(edit.getByLabel("Latitude")).toHaveValue("24.7001234");
    await edit.getByLabel("Name", { exact: true }).fill(renamed);
    await edit.getByLabel("Latitude").fill("-33.5");
    await edit.getByLabel("Longitude").fill("");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(toast(page)).toContainText("District updated");
    const edited = districtRow(page, renamed);
    await expect(edited).toContainText("-33.500000");
    await expect(edited).toContainText("46.675300"); // an empty longitude falls back to Riyadh's
    await expect(districtRow(page, name)).toHaveCount(0);

    // Delete, after a confirmation.
    await deleteDistrict(page, renamed);
    await expect(toast(page)).toContainText("District deleted");
    await expect(page).toHaveURL(new RegExp(`${DISTRICTS}$`));
    await expect(districtRow(page, renamed)).toHaveCount(0);
  });

  test("a district used by listings is not deleted, and the message says how many use it", async ({ page }) => {
    await page.goto(DISTRICTS);
    await deleteDistrict(page, "Olaya");
    await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
    await expect(toast(page)).toContainText(/“Olaya” is used by \d+ listings; move or delete them first\./);
    await expect(page).toHaveURL(new RegExp(`${DISTRICTS}$`));
    await expect(districtRow(page, "Olaya")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the dialog shows in Arabic, right to left", async ({ page }) => {
    await page.goto(`${DISTRICTS}/new?lng=ar`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const dialog = page.getByRole("dialog", { name: "حي جديد" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("خط العرض")).toBeVisible();
    await expect(dialog.getByLabel("الاسم بالعربية")).toHaveAttribute("lang", "ar");
  });

  test("a district added with an Arabic name is among the Arabic hero's suggestions", async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    const name = unique("Suggested", project);
    const nameAr = `حي المقترح ${name.split(" ").at(-1)!}`;
    await page.goto(`${DISTRICTS}/new`);
    const dialog = page.getByRole("dialog", { name: "New district" });
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("Name in Arabic").fill(nameAr);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page)).toContainText("District created");

    await page.goto("/?lng=ar");
    const location = page.getByLabel("الموقع");
    if (project === "js") {
      // Hydrated once the no-JS sort button ("رتّب") is gone: hydration resets what was typed before.
      await expect(page.getByRole("button", { name: "رتّب", exact: true })).toHaveCount(0);
      await location.fill("المقترح");
      await expect(page.getByRole("option", { name: nameAr })).toBeVisible();
    } else {
      // Without scripts the suggestions are the input's <datalist>, which the browser draws itself.
      const listId = await location.getAttribute("list");
      await expect(page.locator(`datalist[id="${listId}"] option[value="${nameAr}"]`)).toHaveCount(1);
    }
    // The new district is also a choice in the Arabic filter list, by its Arabic name.
    await expect(page.getByRole("checkbox", { name: nameAr })).toHaveCount(1);

    // Clean up: the district has no listings, so it can go.
    await page.goto(`${DISTRICTS}?lng=en`);
    await deleteDistrict(page, name);
    await expect(toast(page)).toContainText("District deleted");
  });
});

test.describe("inquiries tab", () => {
  test("an inquiry sent from a listing shows in the dashboard", async ({ page }, testInfo) => {
    const sender = unique("Inquirer", testInfo.project.name);
    await page.goto("/property/2");
    await page.getByLabel("Name", { exact: true }).fill(sender);
    await page.getByLabel("Email", { exact: true }).fill("inquirer@example.com");
    await page.getByLabel("Phone", { exact: true }).fill("+966 50 765 4321");
    await page.getByLabel("Message", { exact: true }).fill(`Viewing request from ${sender}`);
    await page.getByRole("button", { name: "Send inquiry" }).click();
    await expect(toast(page)).toContainText("Message sent");

    await signIn(page);
    await page.getByRole("link", { name: /^Inquiries \d+ new$/ }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/inquiries$/);
    const row = page.getByRole("row").filter({ hasText: sender });
    await expect(row).toBeVisible();
    await expect(row).toContainText("inquirer@example.com");
    await expect(row).toContainText("+966 50 765 4321");
    await expect(row).toContainText(`Viewing request from ${sender}`);
    await expect(row.locator('a[href="/property/2"]')).toBeVisible();
  });
});

test.describe("logout", () => {
  test("after logout, Back does not show an inquiry's personal data again", async ({ page }, testInfo) => {
    const name = unique("Private", testInfo.project.name);
    const sent = await page.request.post("/api/inquiries", {
      data: { propertyId: 2, name, email: "private@example.com", phone: "050 765 4321", message: "Please keep this private" },
      headers: { "X-Forwarded-For": testInfo.project.name === "js" ? "203.0.113.71" : "203.0.113.72" },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(`/admin/dashboard/inquiries/${id}`);
    await expect(page.getByText(name).first()).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test("after logout, the page holds none of the inbox's data, in its markup or its scripts' memory", async ({ page }, testInfo) => {
    const name = unique("Memory", testInfo.project.name);
    const email = `memory.${Date.now().toString(36)}@example.com`;
    const sent = await page.request.post("/api/inquiries", {
      data: { propertyId: 2, name, email, phone: "050 765 4321", message: "Please forget me after logout" },
      headers: { "X-Forwarded-For": testInfo.project.name === "js" ? "203.0.113.73" : "203.0.113.74" },
    });
    expect(sent.status()).toBe(201);
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // Loaded as a document (its data in the page's hydration context) and reached by a client
    // navigation (its data in the router's state).
    await page.goto("/admin/dashboard/inquiries");
    await expect(page.getByText(email).first()).toBeVisible();
    // The tabs, not the inbox: another test's inquiry may be named "Overview check".
    const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
    await tabs.getByRole("link", { name: "Overview" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/overview$/);
    await tabs.getByRole("link", { name: /^Inquiries \d+ new$/ }).click();
    await expect(page.getByText(email).first()).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toast(page)).toContainText("Logged out");
    const memory = await page.evaluate(() => {
      const scripts = window as unknown as Record<string, unknown>;
      return [
        document.documentElement.outerHTML,
        JSON.stringify(scripts.__remixContext ?? null),
        JSON.stringify(scripts.__reactRouterContext ?? null),
        JSON.stringify((scripts.__remixRouter as { state?: unknown } | undefined)?.state ?? null),
      ].join("\n");
    });
    expect(memory.includes(email), "the inquiry's email is still in the page").toBe(false);
    expect(memory.includes(name), "the inquiry's name is still in the page").toBe(false);
  });

  async function sessionCookies(context: BrowserContext) {
    return (await context.cookies()).filter((cookie) => cookie.name.includes("admin_session"));
  }

  test("logging out ends the session: the old cookie no longer opens the dashboard", async ({ page, context, browser }, testInfo) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const saved = await sessionCookies(context);
    expect(saved).toHaveLength(1);

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toast(page)).toContainText("Logged out");
    expect(await sessionCookies(context)).toHaveLength(0);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);

    // Replay the cookie saved before logout in a fresh browser: the session row is gone.
    const replay = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: testInfo.project.name === "js" });
    await replay.addCookies(saved);
    const replayPage = await replay.newPage();
    await replayPage.goto("/admin/dashboard");
    await expect(replayPage).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard$/);
    const me = await replay.request.get("/api/admin/me");
    expect(me.status()).toBe(401);
    await replay.close();
  });
});
