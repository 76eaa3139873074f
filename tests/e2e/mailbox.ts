import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";
import { E2E_DATA_DIRS } from "../playwright.config";
import { addressesOf } from "../smtp";

/** The mail folders of every e2e server: a spec may run on any, and every address it mails is its own. */
const MAIL_FOLDERS = E2E_DATA_DIRS.map((dataDir) => path.join(import.meta.dirname, "..", "..", dataDir, "mail"));

/** The mails sent to `email` so far, in the order of their files. */
async function mailsTo(email: string) {
  const mails: ParsedMail[] = [];
  const files = await Promise.all(
    MAIL_FOLDERS.map(async (folder) => (await readdir(folder).catch(() => [])).map((file) => path.join(folder, file))),
  );
  for (const file of files.flat()) {
    const raw = await readFile(file);
    // Parsing is what costs: only the mails that name the address anywhere are parsed.
    if (!raw.toString("latin1").toLowerCase().includes(email.toLowerCase())) continue;
    const mail = await simpleParser(raw);
    if (addressesOf(mail.to).includes(email)) mails.push(mail);
  }
  return mails;
}

/** The plain-text parts of the mails sent to `email` so far, in the order of their files. */
async function textsMailedTo(email: string) {
  return (await mailsTo(email)).map((mail) => mail.text ?? "");
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

/** The latest mail to `email` whose subject is `subject` (once the sender has written it), as a mail client reads it. */
export async function mailTitled(email: string, subject: string) {
  let mail: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await mailsTo(email)).findLast((sent) => sent.subject === subject);
        return mail !== undefined;
      },
      { timeout: 15_000, message: `a mail to ${email} titled "${subject}"` },
    )
    .toBe(true);
  return mail!;
}
