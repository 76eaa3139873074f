import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser } from "mailparser";
import { E2E_DATA_DIR } from "../playwright.config";

/** The plain-text parts of the mails sent to `email` so far, in the order of their files. */
async function textsMailedTo(email: string) {
  const folder = path.join(import.meta.dirname, "..", "..", E2E_DATA_DIR, "mail");
  const texts: string[] = [];
  for (const file of await readdir(folder).catch(() => [])) {
    const mail = await simpleParser(await readFile(path.join(folder, file)));
    const to = [mail.to ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address));
    if (to.includes(email)) texts.push(mail.text ?? "");
  }
  return texts;
}

/**
 * The link to `route` (a path such as "/newsletter/confirm") in the mail sent to `email` (issue 35): the e2e
 * server has no SMTP_URL, so its mail is the .eml files in its DATA_DIR/mail, read here as a mail client
 * would, once the sender has written it. Answers the link's path and query.
 */
export async function mailedLink(email: string, route: string) {
  const pattern = new RegExp(`https?://\\S+${route.replaceAll("/", "\\/")}\\?\\S+`);
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const found = (await textsMailedTo(email)).map((text) => pattern.exec(text)).findLast(Boolean);
        if (found) link = new URL(found[0]);
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return `${link!.pathname}${link!.search}`;
}

/** The plain-text part of the latest mail sent to `email` (once the sender has written it). */
export async function mailedText(email: string) {
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        text = (await textsMailedTo(email)).at(-1);
        return text !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text!;
}
