import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./sign-in";

// Issue 35: the e2e server has no SMTP_URL, so its mail goes to .eml files and the Outbox tab shows it.
// A visitor's inquiry produces a notification for the admin and a receipt for the visitor; both reach
// "Sent" (written) within a few seconds of the sender's polling. Specs share one database: every visitor
// here has a unique name and address, and rows are found by them.

const OUTBOX = "/admin/dashboard/outbox";
const LISTING = 4;
const unique = (project: string) => `E2E Mail ${project} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// An address of this spec's own, so the public per-address limit other specs meet is not spent here.
const client = (project: string) => ({ "X-Forwarded-For": project === "js" ? "203.0.113.81" : "203.0.113.82" });

async function signInToDashboard(page: Page) {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("a visitor's inquiry: the admin sees the notification and the receipt in the Outbox tab", async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders(client(testInfo.project.name));
  // The production e2e server's admin has no address yet: the admin gives one in the tab's form.
  await signInToDashboard(page);
  await page.getByRole("link", { name: "Outbox" }).click();
  await expect(page).toHaveURL(OUTBOX);
  await expect(page.getByText("No mail server is set up for the site yet, so emails are not sent")).toBeVisible();
  await page.getByLabel("Your email address").fill("desk@example.com");
  await page.getByLabel("Language of the emails").selectOption("en");
  await page.getByLabel("Email me about every new inquiry and contact message").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Notification settings saved");
  await expect(page.getByLabel("Your email address")).toHaveValue("desk@example.com");

  // The visitor writes from the listing's page.
  const name = unique(testInfo.project.name);
  const email = `${name.split(" ").at(-1)}@visitor.example.com`;
  await page.goto(`/property/${LISTING}`);
  const form = page.getByRole("complementary", { name: "Contact the agent" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Phone", { exact: true }).fill("0551234567");
  await form.getByLabel("Message", { exact: true }).fill("Is the office free from January?");
  await form.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByTestId("toast")).toContainText("Message sent");

  // The admin's notification and the visitor's receipt, both sent (written) by the sender in the server.
  await page.goto(OUTBOX);
  // (The notification's text names the visitor's address too: the receipt is the row of that kind.)
  const receipt = page.getByRole("row").filter({ hasText: email }).filter({ hasText: "Receipt (to the visitor)" });
  await expect(receipt).toHaveCount(1);
  const notification = page
    .getByRole("row")
    .filter({ hasText: "desk@example.com" })
    .filter({ has: page.getByText(name) });
  await expect(notification).toHaveCount(1);
  await expect(notification).toContainText("New inquiry (to an admin)");
  await expect(notification).toContainText("New inquiry about");
  await expect
    .poll(
      async () => {
        await page.reload();
        return [await receipt.getByText("Sent", { exact: true }).count(), await notification.getByText("Sent", { exact: true }).count()];
      },
      { timeout: 20_000 },
    )
    .toEqual([1, 1]);

  // Its text opens without scripts: who wrote, and a link into the inbox.
  await notification.getByText("Show the text").click();
  await expect(notification.getByText(`Phone: 0551234567`)).toBeVisible();
  await notification.getByRole("link", { name: /^Inquiry #\d+$/ }).click();
  await expect(page.getByRole("heading", { name: /^Inquiry #\d+ / })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});
