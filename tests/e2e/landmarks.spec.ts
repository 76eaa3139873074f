import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./sign-in";

// Issue 34, landmarks, in both projects (scripts on and off): a search near a landmark, nearest first, with
// each card's distance; the listing page's nearest landmarks; the admin adding one.

const noScripts = () => test.info().project.name === "no-js";
const distances = async (page: Page) =>
  (await page.getByTestId("card-distance").allTextContents()).map((text) => {
    const [, value, unit] = /([\d.]+) (m|km) to KAFD/.exec(text)!;
    return Number(value) * (unit === "km" ? 1000 : 1);
  });

test("offices within 1 km of KAFD, nearest first, each saying how far; the listing page names its nearest landmarks", async ({ page }) => {
  await page.goto("/");
  const panel = page.getByRole("complementary", { name: "Filters" });
  await panel.getByLabel("Landmark", { exact: true }).selectOption({ label: "KAFD" });
  await panel.getByLabel("Within", { exact: true }).selectOption({ label: "1 km" });
  if (noScripts()) await panel.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\?near=kafd&within=1000(#filter-apply)?$/);
  await page.getByLabel("Sort by").selectOption({ label: "Nearest first" });
  if (noScripts()) await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/\?near=kafd&within=1000&sort=distance(#sort)?$/);

  await expect(page.getByRole("link", { name: /Within 1 km of KAFD/ })).toBeVisible();
  const shown = await distances(page);
  expect(shown.length).toBeGreaterThan(1);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  expect(shown.every((metres) => metres <= 1000)).toBe(true);

  await page.getByTestId("property-card").first().getByRole("heading", { level: 3 }).getByRole("link").click();
  await expect(page.getByRole("list", { name: "Nearby landmarks" }).getByRole("listitem").first()).toHaveText(/^\d+ m to KAFD/);

  // A landmark the site does not know: a message, and the other filters kept.
  await page.goto("/?near=nowhere&district=Olaya");
  await expect(page).toHaveURL(/\/\?district=Olaya$/);
  await expect(page.getByTestId("toast")).toContainText("Landmark not found");
});

test("the admin adds a landmark from a pasted map link; a search near it finds the offices there", async ({ page }) => {
  const name = `Test Gate ${test.info().project.name} ${Date.now().toString(36)}`;
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("link", { name: /^Landmarks \(\d+\)$/ }).click();
  await page.getByRole("link", { name: "Add landmark" }).click();
  const dialog = page.getByRole("dialog", { name: "New landmark" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Name in Arabic").fill(`بوابة ${name.split(" ").at(-1)!}`);
  await dialog.getByLabel("Kind").selectOption({ label: "Business district" });
  // Al Faisaliah Tower's point, as a Google Maps link.
  await dialog.getByLabel("Map link (optional)").fill("https://www.google.com/maps/place/x/@24.69038,46.68507,17z");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Landmark created");
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("24.690380");

  await page.goto(`/?q=${encodeURIComponent(name)}`);
  await expect(page).toHaveURL(/[?&]near=test-gate-/);
  await expect(page.getByTestId("card-distance").first()).toHaveText(`0 m to ${name}`);
});
