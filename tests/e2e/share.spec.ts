import { expect, test } from "@playwright/test";

// The detail page's share menu and the advertiser's WhatsApp button (issue 15), with scripts on and off.
test("the share menu offers WhatsApp, X, LinkedIn, email and the listing's address", async ({ page, baseURL }, testInfo) => {
  await page.goto("/property/3");
  const url = `${new URL(baseURL!).origin}/property/3`;
  const summary = page.locator("summary", { hasText: "Share" });
  await summary.click();
  const whatsapp = page.getByRole("link", { name: "WhatsApp", exact: true });
  await expect(whatsapp).toBeVisible();
  const text = new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text");
  expect(text).toBe(`Serviced Office in Kingdom Centre\n${url}`);
  expect(
    new URL((await page.getByRole("main").getByRole("link", { name: "LinkedIn" }).getAttribute("href"))!).searchParams.get("url"),
  ).toBe(url);
  await expect(page.getByRole("main").getByRole("link", { name: "X", exact: true })).toHaveAttribute(
    "href",
    /^https:\/\/x\.com\/intent\/post\?/,
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Email", exact: true })).toHaveAttribute("href", /^mailto:\?subject=/);
  await expect(page.getByLabel("Link to this listing")).toHaveValue(url);

  if (testInfo.project.name === "js") {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.keyboard.press("Escape");
    await expect(whatsapp).toBeHidden();
    await expect(summary).toBeFocused();
  } else {
    // Without scripts there is nothing to copy with; the address stays in a field to select.
    await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(0);
    await summary.click();
    await expect(whatsapp).toBeHidden();
  }
});

test("a listing with a Saudi mobile number offers WhatsApp, with a message in the visitor's language", async ({ page }) => {
  await page.goto("/property/3?lng=ar");
  const chat = page.getByRole("link", { name: "راسل المعلن عبر واتساب" });
  await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/966554207731\?text=/);
  const message = new URL((await chat.getAttribute("href"))!).searchParams.get("text")!;
  expect(message).toContain("مكتب مخدوم في برج المملكة");
  expect(message).toContain("(رقم 3)");
  expect(message).toMatch(/\/property\/3\?lng=ar$/);
  // The call link stays.
  await expect(page.getByRole("link", { name: /\+966 55 420 7731/ }).first()).toHaveAttribute("href", "tel:+966554207731");

  // A landline cannot take WhatsApp messages: no button.
  await page.goto("/property/1?lng=en");
  await expect(page.getByRole("link", { name: "Call +966 11 412 3380" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "WhatsApp the advertiser" })).toHaveCount(0);
});
