import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAIN_TEXT } from "~/schemas/text";
import { migrationsUpTo, openTarget, type Target } from "./migration-target";

// Migration 0014 on a database in use: rows stored before text fields refused control characters and
// non-characters lose them (one-line fields their line breaks too), tab and a message's lines are kept,
// and a district whose cleaned name another one has already keeps its listings under a new name.

const BAD = "\u0007\u007F\u0085\uFFFE\u{10FFFF}\uFDD0";
const dirty = (text: string) => text.split(" ").join(` ${BAD}`);

let target: Target;
let oldFolder: string;
// Up to this migration only: later ones change what the test reads (0016 moves notes to their own table).
let newFolder: string;

beforeAll(async () => {
  target = await openTarget();
  oldFolder = migrationsUpTo("0013_district_price_covering_index");
  await target.migrate(oldFolder);
  await target.query(`insert into districts (name, name_ar, slug, latitude, longitude) values
    ('Olaya', 'العليا', 'olaya', 24.69, 46.68),
    ('${BAD}Olaya', 'العليا${BAD}', 'olaya-2', 24.69, 46.68),
    ('Al ${BAD}Malqa', 'الملقا', 'al-malqa', 24.8, 46.6)`);
  await target.query(`insert into properties (title, building, address, district, type, amenities, price, size, floors, capacity,
      description, description_ar, available_from, advertiser_name) values
    ('${dirty("Bell Tower")}\nsecond line', '${dirty("Old Tower")}', 'King\r\nFahd Road', 'Al ${BAD}Malqa', 'Office${BAD}', '{"Wi${BAD}Fi","Parking"}',
      50000, 100, 3, 10, 'Line one${BAD}\nLine\ttwo', 'سطر${BAD}', '2027-01-01', 'Sara${BAD}'),
    ('Clean', 'Clean', 'Clean', 'Olaya', 'Office', '{}', 50000, 100, 3, 10, 'Clean', '', '2027-01-01', '')`);
  await target.query(`insert into inquiries (kind, property_id, name, email, phone, subject, message, note) values
    ('listing', 1, '${dirty("Mallory Bell")}', 'mallory@example.com${BAD}', '0501234567${BAD}', '', 'Hello${BAD}\r\nthere', 'Call${BAD}')`);
  await target.query(`insert into admin_activity (admin_username, entity, entity_id, action, summary)
    values ('system', 'property', 1, 'create', '${dirty("Bell Tower")}')`);
  newFolder = migrationsUpTo("0014_text_controls");
  await target.migrate(newFolder);
}, 60_000);

afterAll(async () => {
  await target?.close();
  for (const folder of [oldFolder, newFolder]) if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("migration 0014 (control characters) on an existing database", () => {
  it("strips them from listings, their amenities and Arabic texts, keeping a description's lines and tabs", async () => {
    const rows = await target.query<Record<string, unknown>>(
      `select title, building, address, district, type, amenities, description, description_ar, advertiser_name
       from properties order by id`,
    );
    expect(rows).toEqual([
      {
        title: "Bell Tower second line",
        building: "Old Tower",
        address: "King Fahd Road",
        district: "Al Malqa",
        type: "Office",
        amenities: ["WiFi", "Parking"],
        description: "Line one\nLine\ttwo",
        description_ar: "سطر",
        advertiser_name: "Sara",
      },
      {
        title: "Clean",
        building: "Clean",
        address: "Clean",
        district: "Olaya",
        type: "Office",
        amenities: [],
        description: "Clean",
        description_ar: "",
        advertiser_name: "",
      },
    ]);
  });

  it("renames districts (listings follow), keeping names unique", async () => {
    expect(await target.query(`select id, name, name_ar from districts order by id`)).toEqual([
      { id: 1, name: "Olaya", name_ar: "العليا" },
      { id: 2, name: "Olaya (2)", name_ar: "العليا" },
      { id: 3, name: "Al Malqa", name_ar: "الملقا" },
    ]);
  });

  it("strips them from inquiries and the activity log, whose trigger still refuses updates afterwards", async () => {
    expect(await target.query(`select name, email, phone, message, note from inquiries`)).toEqual([
      { name: "Mallory Bell", email: "mallory@example.com", phone: "0501234567", message: "Hello\r\nthere", note: "Call" },
    ]);
    expect(await target.query(`select summary from admin_activity`)).toEqual([{ summary: "Bell Tower" }]);
    await expect(target.query(`update admin_activity set summary = 'x'`)).rejects.toThrow();
  });

  it("leaves no text a schema would refuse", async () => {
    const texts = await target.query<{ text: string }>(
      `select concat_ws(' ', title, building, address, district, type, array_to_string(amenities, ' '), description, description_ar) as text
       from properties union all select concat_ws(' ', name, email, phone, message, note) from inquiries`,
    );
    for (const { text } of texts) expect(text).toMatch(PLAIN_TEXT);
  });
});
