import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS, migrationsUpTo, openTarget, type Target } from "./migration-target";

// Migration 0005 on a database that was in use before it: the districts already there (the seed's and
// ones an admin added) get their Arabic names and slugs, and listings keep their rows.
const BEFORE_BILINGUAL = "0004_data_version_notify";

let target: Target;
let oldFolder: string;

beforeAll(async () => {
  target = await openTarget();
  oldFolder = migrationsUpTo(BEFORE_BILINGUAL);
  await target.migrate(oldFolder);
  // What a database of the previous version held: seed districts, admin-added ones (one whose slug
  // would clash, one with no Latin letters) and a listing.
  await target.query(`insert into districts (name, latitude, longitude) values
    ('Olaya', 24.69, 46.68), ('Al Malqa', 24.8, 46.6), ('King Abdullah Financial District', 24.76, 46.64),
    ('Al-Malqa', 24.81, 46.61), ('Garden Quarter', 24.7, 46.7), ('حي الندى', 24.8, 46.7)`);
  await target.query(`insert into properties (title, building, address, district, price, size, floors, capacity, description, available_from)
    values ('Old Listing', 'Old Tower', 'Old Street', 'Olaya', 50000, 100, 3, 10, 'Kept.', '2027-01-01')`);
  await target.migrate(MIGRATIONS);
}, 60_000);

afterAll(async () => {
  await target?.close();
  if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
});

describe("migration 0005 (bilingual content) on an existing database", () => {
  it("fills the Arabic names of the known districts and leaves others blank (shown in English until translated)", async () => {
    const rows = await target.query<{ name: string; name_ar: string }>(`select name, name_ar from districts order by id`);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.name_ar]))).toEqual({
      Olaya: "العليا",
      "Al Malqa": "الملقا",
      "King Abdullah Financial District": "مركز الملك عبدالله المالي",
      "Al-Malqa": "",
      "Garden Quarter": "",
      "حي الندى": "",
    });
  });

  it("gives every district a unique slug from its English name, with the id where needed", async () => {
    const rows = await target.query<{ id: number; name: string; slug: string }>(`select id, name, slug from districts order by id`);
    const slugs = Object.fromEntries(rows.map((row) => [row.name, row.slug]));
    const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
    expect(slugs).toEqual({
      Olaya: "olaya",
      "Al Malqa": "al-malqa",
      "King Abdullah Financial District": "king-abdullah-financial-district",
      "Al-Malqa": `al-malqa-${idOf("Al-Malqa")}`,
      "Garden Quarter": "garden-quarter",
      "حي الندى": `district-${idOf("حي الندى")}`,
    });
  });

  it("keeps listings, with empty Arabic texts", async () => {
    const rows = await target.query<Record<string, string>>(
      `select title, title_ar, building_ar, address_ar, description_ar from properties`,
    );
    expect(rows).toEqual([{ title: "Old Listing", title_ar: "", building_ar: "", address_ar: "", description_ar: "" }]);
  });

  it("refuses a district without a slug or with a taken one from now on", async () => {
    await expect(target.query(`insert into districts (name, latitude, longitude) values ('No Slug', 1, 1)`)).rejects.toThrow();
    await expect(target.query(`insert into districts (name, slug, latitude, longitude) values ('Copy', 'olaya', 1, 1)`)).rejects.toThrow();
  });
});
