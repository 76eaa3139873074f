import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS, migrationsUpTo, openTarget, type Target } from "./migration-target";

// Migration 0016 on a database in use: each inquiry's note becomes its first note, by the admin the activity
// log says last changed it (else the system), and the inquiries have no language yet.

let target: Target;
let oldFolder: string;

beforeAll(async () => {
  target = await openTarget();
  oldFolder = migrationsUpTo("0015_listing_lifecycle");
  await target.migrate(oldFolder);
  await target.query(`insert into districts (name, name_ar, slug, latitude, longitude) values ('Olaya', 'العليا', 'olaya', 24.69, 46.68)`);
  await target.query(`insert into properties (title, building, address, district, price, size, floors, capacity, description, available_from)
    values ('Tower', 'Tower', 'Road', 'Olaya', 50000, 100, 1, 10, 'Text', '2027-01-01')`);
  await target.query(`insert into inquiries (kind, property_id, name, email, phone, message, note, created_at) values
    ('listing', 1, 'Sara', 'sara@example.com', '0501234567', 'Hello', 'Called twice', '2026-05-01T08:00:00Z'),
    ('listing', 1, 'Omar', 'omar@example.com', '0501234567', 'Hi', '', '2026-05-02T08:00:00Z'),
    ('general', null, 'Lina', 'lina@example.com', '', 'Hey', 'Old note', '2026-05-03T08:00:00Z')`);
  await target.query(`insert into admin_activity (at, admin_id, admin_username, entity, entity_id, action, fields) values
    ('2026-05-04T09:00:00Z', 7, 'noura', 'inquiry', 1, 'update', '{status,note}'),
    ('2026-05-05T09:00:00Z', 8, 'khalid', 'inquiry', 1, 'update', '{status}')`);
  await target.migrate(MIGRATIONS);
}, 60_000);

afterAll(async () => {
  await target?.close();
  if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
});

describe("migration 0016 (lead desk history) on an existing database", () => {
  it("turns each note into its inquiry's first note, with who wrote it and when", async () => {
    expect(
      await target.query(
        `select inquiry_id, admin_id, admin_username, body, created_at::text as at from inquiry_notes order by inquiry_id`,
      ),
    ).toEqual([
      { inquiry_id: 1, admin_id: 7, admin_username: "noura", body: "Called twice", at: expect.stringMatching(/^2026-05-04 09:00:00/) },
      { inquiry_id: 3, admin_id: null, admin_username: "system", body: "Old note", at: expect.stringMatching(/^2026-05-03 08:00:00/) },
    ]);
  });

  it("drops the overwritable note, and keeps no language for old inquiries", async () => {
    const columns = await target.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'inquiries' and column_name in ('note', 'language')`,
    );
    expect(columns.map((row) => row.column_name)).toEqual(["language"]);
    expect(await target.query(`select count(*)::int as n from inquiries where language is null`)).toEqual([{ n: 3 }]);
    await expect(target.query(`update inquiries set language = 'fr' where id = 1`)).rejects.toThrow();
    await expect(target.query(`insert into inquiry_notes (inquiry_id, admin_username, body) values (1, 'x', '')`)).rejects.toThrow();
  });
});
