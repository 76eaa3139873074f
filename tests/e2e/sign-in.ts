import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";

/**
 * Signs in through the login form, as a person would (with or without scripts). The e2e server's
 * embedded database belongs to its process, so a test cannot insert a session row itself.
 */
export async function signIn(page: Page, { username = E2E_ADMIN.username, password = E2E_ADMIN.password } = {}) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
