import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS, migrationsUpTo, openTarget, type Target } from "./migration-target";

// Migration 0015 on a database in use: every listing stays as it was (published, with the same
// published_until), inquiries get their listing's titles, and from then on a listing with inquiries cannot
// be deleted while a deleted listing's view counts stay.

let target: Target;
let oldFolder: string;
let before: { id: number; published_until: string | null }[];

beforeAll(async () => {
  target = await openTarget();
  oldFolder = migrationsUpTo("0014_text_controls");
  await target.migrate(oldFolder);
  await target.query(`insert into districts (name, name_ar, slug, latitude, longitude) values ('Olaya', 'العليا', 'olaya', 24.69, 46.68)`);
  await target.query(`insert into properties (title, title_ar, building, address, district, price, size, floors, capacity, description,
      available_from, ad_license_number, ad_license_expires_on) values
    ('Licensed', 'مرخص', 'Tower', 'Road', 'Olaya', 50000, 100, 1, 10, 'Text', '2027-01-01', '7100000001', '2099-12-31'),
    ('Unlicensed', '', 'Tower', 'Road', 'Olaya', 50000, 100, 1, 10, 'Text', '2027-01-01', '', null),
    ('Viewed only', '', 'Tower', 'Road', 'Olaya', 50000, 100, 1, 10, 'Text', '2027-01-01', '', null)`);
  await target.query(`insert into inquiries (kind, property_id, name, email, phone, message) values
    ('listing', 1, 'Sara', 'sara@example.com', '0501234567', 'Hello'),
    ('general', null, 'Omar', 'omar@example.com', '', 'Hi')`);
  await target.query(`insert into property_views (property_id, day, views) values (3, '2026-11-01', 7)`);
  before = await target.query(`select id, published_until::text from properties order by id`);
  await target.migrate(MIGRATIONS);
}, 60_000);

afterAll(async () => {
  await target?.close();
  if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
});

describe("migration 0015 (listing lifecycle) on an existing database", () => {
  it("keeps every listing, published as before, with the same published_until", async () => {
    expect(await target.query(`select id, lifecycle, published_until::text from properties order by id`)).toEqual(
      before.map((row) => ({ ...row, lifecycle: "published" })),
    );
    expect(before[0]!.published_until).not.toBeNull();
  });

  it("gives inquiries their listing's titles and keeps general messages", async () => {
    expect(await target.query(`select name, property_id, property_title, property_title_ar from inquiries order by id`)).toEqual([
      { name: "Sara", property_id: 1, property_title: "Licensed", property_title_ar: "مرخص" },
      { name: "Omar", property_id: null, property_title: "", property_title_ar: "" },
    ]);
  });

  it("an unpublished listing has no published_until, and the covering index is back", async () => {
    await target.query(`update properties set lifecycle = 'withdrawn' where id = 1`);
    expect(await target.query(`select published_until from properties where id = 1`)).toEqual([{ published_until: null }]);
    await expect(target.query(`update properties set lifecycle = 'sold' where id = 1`)).rejects.toThrow();
    const indexes = await target.query<{ indexname: string }>(
      `select indexname from pg_indexes where tablename = 'properties' and indexname in ('properties_published_until_idx', 'properties_district_price_id_idx') order by indexname`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual(["properties_district_price_id_idx", "properties_published_until_idx"]);
  });

  it("refuses to delete a listing with inquiries, and a deleted listing's views stay", async () => {
    await expect(target.query(`delete from properties where id = 1`)).rejects.toThrow();
    expect(await target.query(`select count(*)::int as n from inquiries where property_id = 1`)).toEqual([{ n: 1 }]);
    await target.query(`delete from properties where id = 3`);
    expect(await target.query(`select property_id, views from property_views`)).toEqual([{ property_id: 3, views: 7 }]);
  });
});
