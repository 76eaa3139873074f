import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsUpTo, openTarget, type Target } from "./migration-target";

// Migration 0008 (the lead desk) on a database in use: inquiries become new ones, and messages from the
// contact page move into the same inbox as general messages, with nothing lost.

let target: Target;
let oldFolder: string;
// Up to this migration only: later ones change what the test reads (0016 moves notes to their own table).
let newFolder: string;

beforeAll(async () => {
  target = await openTarget();
  oldFolder = migrationsUpTo("0006_trust");
  await target.migrate(oldFolder);
  await target.query(`insert into districts (name, name_ar, slug, latitude, longitude) values ('Olaya', 'العليا', 'olaya', 24.69, 46.68)`);
  await target.query(`insert into properties (title, building, address, district, price, size, floors, capacity, description, available_from)
    values ('Old Listing', 'Old Tower', 'Old Street', 'Olaya', 50000, 100, 3, 10, 'Kept.', '2027-01-01')`);
  await target.query(`insert into inquiries (property_id, name, email, phone, message, created_at)
    values (1, 'Listing Asker', 'ask@example.com', '0501234567', 'Free?', '2026-10-01T08:00:00Z')`);
  await target.query(`insert into contact_messages (first_name, last_name, email, phone, subject, message, created_at) values
    ('Sara', 'Ali', 'sara@example.com', null, 'Office tour', 'I would like to visit.', '2026-10-02T08:00:00Z'),
    ('نورة', 'القحطاني', 'noura@example.com', '+966 55 123 4567', 'مكتب صغير', 'هل يوجد مكتب لخمسة أشخاص؟', '2026-10-03T08:00:00Z')`);
  newFolder = migrationsUpTo("0008_lead_desk");
  await target.migrate(newFolder);
}, 60_000);

afterAll(async () => {
  await target?.close();
  for (const folder of [oldFolder, newFolder]) if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("migration 0008 (lead desk) on an existing database", () => {
  it("keeps every inquiry and message, all new, in one inbox", async () => {
    const rows = await target.query<Record<string, unknown>>(
      `select kind, property_id, name, email, phone, subject, message, status, note, status_changed_at from inquiries order by created_at`,
    );
    expect(rows).toEqual([
      {
        kind: "listing",
        property_id: 1,
        name: "Listing Asker",
        email: "ask@example.com",
        phone: "0501234567",
        subject: "",
        message: "Free?",
        status: "new",
        note: "",
        status_changed_at: null,
      },
      {
        kind: "general",
        property_id: null,
        name: "Sara Ali",
        email: "sara@example.com",
        phone: "",
        subject: "Office tour",
        message: "I would like to visit.",
        status: "new",
        note: "",
        status_changed_at: null,
      },
      {
        kind: "general",
        property_id: null,
        name: "نورة القحطاني",
        email: "noura@example.com",
        phone: "+966 55 123 4567",
        subject: "مكتب صغير",
        message: "هل يوجد مكتب لخمسة أشخاص؟",
        status: "new",
        note: "",
        status_changed_at: null,
      },
    ]);
    expect(await target.query(`select to_regclass('contact_messages') as table`)).toEqual([{ table: null }]);
  });
});
