import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS, migrationsUpTo, openTarget, type Target } from "./migration-target";

// Migration 0009 (newsletter subscribers) on a database in use: it applies after 0008 (its journal
// time is later, or drizzle's migrator would skip it), leaves what was there alone, and refuses a
// second row for an address in other capitals, and a reused token.

let target: Target;
let oldFolder: string;

beforeAll(async () => {
  target = await openTarget();
  oldFolder = migrationsUpTo("0008_lead_desk");
  await target.migrate(oldFolder);
  await target.query(`insert into districts (name, name_ar, slug, latitude, longitude) values ('Olaya', 'العليا', 'olaya', 24.69, 46.68)`);
  await target.migrate(MIGRATIONS);
}, 60_000);

afterAll(async () => {
  await target?.close();
  if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
});

describe("migration 0009 (newsletter) on an existing database", () => {
  it("adds the subscribers table, one row per address whatever its capitals, one per token", async () => {
    expect(await target.query(`select name from districts`)).toEqual([{ name: "Olaya" }]);
    await target.query(`insert into newsletter_subscribers (email, unsubscribe_token) values ('Sara@Example.com', 'token-1')`);
    await expect(
      target.query(`insert into newsletter_subscribers (email, unsubscribe_token) values ('sara@example.COM', 'token-2')`),
    ).rejects.toThrow(/newsletter_subscribers_email_idx/);
    await expect(
      target.query(`insert into newsletter_subscribers (email, unsubscribe_token) values ('other@example.com', 'token-1')`),
    ).rejects.toThrow(/unsubscribe_token/);
    expect(await target.query(`select email from newsletter_subscribers`)).toEqual([{ email: "Sara@Example.com" }]);
  });
});
