import { expect, test } from "@playwright/test";

test.describe("contact form", () => {
  test("shows the spec's messages inline for invalid input and keeps what was typed", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("First name").fill("S");
    await page.getByLabel("Last name").fill("A");
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByLabel("Subject").fill("Hi");
    await page.getByLabel("Message", { exact: true }).fill("Too short");
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByText("First name must be at least 2 characters", { exact: true })).toBeVisible();
    await expect(page.getByText("Last name must be at least 2 characters", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    await expect(page.getByText("Subject must be at least 5 characters", { exact: true })).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters", { exact: true })).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("S");
    await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  });

  test("a valid message shows 'Message Sent' and leaves an empty form", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("First name").fill("Sara");
    await page.getByLabel("Last name").fill("Al-Qahtani");
    await page.getByLabel("Email", { exact: true }).fill("sara@example.com");
    await page.getByLabel("Phone (optional)").fill("+966 50 123 4567");
    await page.getByLabel("Subject").fill("Viewing in Olaya");
    await page.getByLabel("Message", { exact: true }).fill("Could we visit the Olaya office next Sunday?");
    await page.getByRole("button", { name: "Send message" }).click();

    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Message Sent");
    await expect(toast).toContainText("Thank you! We'll get back to you soon.");
    await expect(page.getByLabel("First name")).toHaveValue("");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  });

  test("shows the messages in Arabic for Arabic visitors", async ({ page }) => {
    await page.goto("/contact?lng=ar");
    await page.getByLabel("الاسم الأول").fill("س");
    await page.getByRole("button", { name: "إرسال الرسالة" }).click();
    await expect(page.getByText("يجب أن يتكون الاسم الأول من حرفين على الأقل", { exact: true })).toBeVisible();
  });
});
