import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AMENITY_VOCABULARY, canonicalAmenities } from "~/utils/amenities";
import { MIGRATIONS, migrationsUpTo, openTarget, type Target } from "./migration-target";

// Migration 0030 on a database in use (issue 50, point 9): every listing's amenities are rewritten to the
// vocabulary's names, each once and in its place, as the app now keeps them; custom ones stay as typed, and
// the Arabic names kept for custom amenities that are now known ones are dropped.

let target: Target;
let oldFolder: string;

// Every word of the vocabulary in the case it is written and upper-cased, one listing each.
const EVERY_WORD = AMENITY_VOCABULARY.flatMap((known) =>
  [known.name, known.ar, ...known.aliases].flatMap((word) => [word, word.toUpperCase()]).map((word) => ({ word, name: known.name })),
);
const LISTINGS: string[][] = [
  ["WiFi", "Parking", "High-speed Internet", "Rooftop terrace", "prayer room"],
  ["مصلى", "  wi-fi ", "المُصلّى", "Kitchen", "Sky lounge"],
  ["AC", "Elevator"],
  [],
  ...EVERY_WORD.map(({ word }) => [word]),
];
const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;
const sqlArray = (list: string[]) => `ARRAY[${list.map(sqlText).join(", ")}]::text[]`;

beforeAll(async () => {
  target = await openTarget();
  oldFolder = migrationsUpTo("0029_listing_media");
  await target.migrate(oldFolder);
  await target.query(`insert into districts (name, name_ar, slug, latitude, longitude) values ('Olaya', 'العليا', 'olaya', 24.69, 46.68)`);
  await target.query(`insert into properties (title, building, address, district, price, size, floors, capacity, description, available_from, amenities)
    values ${LISTINGS.map((list, index) => `('Listing ${index}', 'Tower', 'Road', 'Olaya', 50000, 100, 1, 10, 'Text', '2027-01-01', ${sqlArray(list)})`).join(",\n")}`);
  await target.query(
    `insert into amenity_names (key, name_ar) values ('prayer room', 'غرفة الصلاة'), ('rooftop terrace', 'تراس على السطح'), ('kitchenette', 'مطبخ صغير')`,
  );
  await target.migrate(MIGRATIONS);
}, 60_000);

afterAll(async () => {
  await target?.close();
  if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
});

describe("migration 0030 (one amenity vocabulary) on an existing database", () => {
  it("rewrites known amenities to their names, once, in their places, and keeps custom ones as typed", async () => {
    const rows = await target.query<{ amenities: string[] }>(`select amenities from properties order by id`);
    expect(rows.slice(0, 4).map((row) => row.amenities)).toEqual([
      ["High-speed Internet", "Parking", "Rooftop terrace", "Prayer Room"],
      ["Prayer Room", "High-speed Internet", "Kitchen", "Sky lounge"],
      ["AC", "Elevator"],
      [],
    ]);
  });

  it("agrees with the app for every word of the vocabulary, in any case", async () => {
    const rows = await target.query<{ amenities: string[] }>(`select amenities from properties order by id offset 4`);
    expect(rows.map((row) => row.amenities)).toEqual(EVERY_WORD.map(({ name }) => [name]));
    expect(rows.map((row) => row.amenities)).toEqual(LISTINGS.slice(4).map((list) => canonicalAmenities(list)));
  });

  it("drops the Arabic names of custom amenities that are now known ones", async () => {
    expect(await target.query(`select key, name_ar from amenity_names order by key`)).toEqual([
      { key: "rooftop terrace", name_ar: "تراس على السطح" },
    ]);
  });
});
