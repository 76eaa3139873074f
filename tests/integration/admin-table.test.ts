import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../drizzle/schema";
import { DEMO_LISTINGS } from "../../demo-data/listings";
import { DEMO_SEEDED } from "~/models/seed.server";
import * as tableRoute from "~/routes/admin.dashboard._properties";
import * as propertiesCsv from "~/routes/admin.dashboard.properties[.]csv";
import type { DatabaseHandle } from "~/services/db.server";
import { call, get } from "./route-helpers";
import { setupSeededDatabaseWithAdmin } from "./test-database";

// Issue 16's properties table at scale: search in both languages, district, publication state and
// sort by any column, all in the URL, 25 rows a page; the CSV exports the same view.
let handle: DatabaseHandle;
let cookie: string;

beforeAll(async () => {
  ({ handle, cookie } = await setupSeededDatabaseWithAdmin("table-desk"));
});
afterAll(() => handle.close());

type Row = { id: number; title: string; titleAr: string; district: string; type: string; price: number; size: number; publication: string };
type Table = { total: number; shown: number; page: number; pages: number; query: string; properties: Row[] };

const open = async (query: string) => call(tableRoute.loader, get(`/admin/dashboard${query}`, { Cookie: cookie }));
/** The table a URL shows, after the one redirect to its short form that a form's URL gets. */
const table = async (query: string) => {
  let answer = await open(query);
  const location = answer.headers.get("Location");
  if (answer.status === 302 && location?.startsWith("/admin/dashboard")) answer = await open(location.slice("/admin/dashboard".length));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Table;
};

describe("the properties table's view", () => {
  it("finds a listing by a word of its Arabic or its English title", async () => {
    const listing = DEMO_LISTINGS.find((demo) => demo.district === "Al Rawdah")!;
    const arabicWord = listing.titleAr.split(" ").at(-1)!;
    const byArabic = await table(`?q=${encodeURIComponent(arabicWord)}`);
    expect(byArabic.shown).toBeGreaterThan(0);
    expect(byArabic.shown).toBeLessThan(byArabic.total);
    expect(byArabic.properties.map((row) => row.title)).toContain(listing.title);
    for (const row of byArabic.properties) expect(`${row.title} ${row.titleAr}`).toContain(arabicWord);

    const byEnglish = await table(`?q=${encodeURIComponent(listing.title.toUpperCase())}`);
    expect(byEnglish.properties.map((row) => row.title)).toEqual([listing.title]);
  });

  it("takes % and _ in a search literally", async () => {
    expect((await table("?q=%25")).shown).toBe(0);
    expect((await table("?q=_")).shown).toBe(0);
  });

  it("filters by district and by publication state, and the filters combine", async () => {
    // The table holds every listing, the one waiting for review too.
    const olaya = DEMO_SEEDED.filter((demo) => demo.district === "Olaya");
    const inOlaya = await table("?district=Olaya");
    expect(inOlaya.shown).toBe(olaya.length);
    expect(new Set(inOlaya.properties.map((row) => row.district))).toEqual(new Set(["Olaya"]));

    const published = await table("?state=published");
    const unconfirmed = await table("?state=unconfirmed");
    expect(published.properties.every((row) => row.publication === "published")).toBe(true);
    expect(unconfirmed.properties.every((row) => row.publication === "unconfirmed")).toBe(true);
    expect(published.shown).toBeLessThanOrEqual(published.total);

    const both = await table(`?district=Olaya&q=${encodeURIComponent(olaya[0]!.title)}`);
    expect(both.properties.map((row) => row.title)).toEqual([olaya[0]!.title]);
    expect((await table(`?district=Hittin&q=${encodeURIComponent(olaya[0]!.title)}`)).shown).toBe(0);
  });

  it("sorts by any column, either way, and keeps the view in its links", async () => {
    const prices = async (query: string) => (await table(query)).properties.map((row) => row.price);
    const dearestFirst = await prices("?sort=price");
    expect(dearestFirst).toEqual([...dearestFirst].sort((a, b) => b - a));
    const cheapestFirst = await prices("?sort=price&dir=asc");
    expect(cheapestFirst).toEqual([...cheapestFirst].sort((a, b) => a - b));
    expect(cheapestFirst[0]).toBeLessThan(dearestFirst[0]!);

    const titles = (await table("?sort=title")).properties.map((row) => row.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const column of ["district", "type", "size", "featured", "publication", "created"]) {
      expect((await table(`?sort=${column}&dir=asc`)).properties.length, column).toBe(25);
    }
    expect((await table("?sort=price&dir=asc&district=Olaya")).query).toBe("district=Olaya&sort=price&dir=asc");
  });

  it("orders ties by when the listings were added, in the sort's own direction", async () => {
    const added = new Map(
      (await handle.db.select({ id: properties.id, createdAt: properties.createdAt }).from(properties)).map((row) => [
        row.id,
        row.createdAt.getTime(),
      ]),
    );
    for (const dir of ["asc", "desc"] as const) {
      const rows = (await table(`?sort=type&dir=${dir}`)).properties;
      const tiedPairs = rows.slice(1).flatMap((row, index) => (row.type === rows[index]!.type ? [[rows[index]!, row] as const] : []));
      expect(tiedPairs.length, "the page has listings of the same type").toBeGreaterThan(0);
      for (const [before, after] of tiedPairs) {
        const order = added.get(before.id)! - added.get(after.id)! || before.id - after.id;
        expect(dir === "asc" ? order < 0 : order > 0, `${before.id} then ${after.id}, ${dir}`).toBe(true);
      }
    }
  });

  it("answers a form's URL, empty fields and all, with a redirect to its short form", async () => {
    const answer = await open("?sort=price&dir=asc&q=&district=Al+Sulimaniyah&state=&page=1");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/dashboard?district=Al+Sulimaniyah&sort=price&dir=asc");
    expect((await open("?district=Al+Sulimaniyah&sort=price&dir=asc")).status).toBe(200);
    expect((await open("?page=2&sort=size")).status).toBe(200);
    // The page's language stays with it.
    expect((await open("?lng=ar")).status).toBe(200);
    expect((await open("?q=&lng=ar")).headers.get("Location")).toBe("/admin/dashboard?lng=ar");
  });

  it("pages 25 rows at a time through a filtered, sorted view", async () => {
    const first = await table("?sort=size&dir=asc");
    const second = await table("?sort=size&dir=asc&page=2");
    expect(first.pages).toBe(Math.ceil(first.total / 25));
    expect(second.page).toBe(2);
    expect(first.properties.at(-1)!.size).toBeLessThanOrEqual(second.properties[0]!.size);
    expect(second.properties.map((row) => row.id)).not.toContain(first.properties[0]!.id);
  });

  it("answers 400 naming what is wrong with a view it cannot read", async () => {
    for (const [query, problem] of [
      ["?sort=rent", "sort must be one of"],
      ["?dir=up", "dir must be one of asc, desc"],
      ["?state=gone", "state must be one of"],
      [`?q=${"x".repeat(101)}`, "q must be at most 100 characters"],
      ["?q=%00", "q must not contain control characters"],
      ["?q=a%C2%85b", "q must not contain control characters"],
      ["?untranslated=yes", "untranslated must be 1"],
    ] as const) {
      const answer = await open(query);
      expect(answer.status, query).toBe(400);
      expect(JSON.stringify(answer.body), query).toContain(problem);
    }
  });

  it("exports the view on screen, in its order", async () => {
    const answer = await call(
      propertiesCsv.loader,
      get("/admin/dashboard/properties.csv?district=Olaya&sort=price&dir=asc", { Cookie: cookie }),
    );
    expect(answer.status).toBe(200);
    const lines = String(answer.body).trim().split("\r\n").slice(1);
    // The table holds every listing, the one waiting for review too.
    const olaya = DEMO_SEEDED.filter((demo) => demo.district === "Olaya");
    expect(lines).toHaveLength(olaya.length);
    const csvPrices = lines.map((line) => Number(line.split(",")[6]!.replaceAll('"', "")));
    expect(csvPrices).toEqual([...olaya.map((demo) => demo.price)].sort((a, b) => a - b));
  });

  it("exports in Arabic: yes/no, district and type in Arabic", async () => {
    const answer = await call(propertiesCsv.loader, get("/admin/dashboard/properties.csv?district=Olaya&lng=ar", { Cookie: cookie }));
    const rows = String(answer.body)
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => line.replaceAll('"', "").split(","));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row[4]).toBe("العليا");
      expect(row[5]).toMatch(/^[\u0600-\u06FF ]+$/);
      expect(row[8]).toMatch(/^(نعم|لا)$/);
    }
  });
});
