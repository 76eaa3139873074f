import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LISTINGS } from "../../demo-data/listings";
import * as indexRoute from "~/routes/_index";
import * as districtsAdminApi from "~/routes/api.admin.districts";
import * as propertiesApi from "~/routes/api.properties";
import * as propertyRoute from "~/routes/property.$id";
import type { DatabaseHandle } from "~/services/db.server";
import { call, get, jsonRequest } from "./route-helpers";
import { setupSeededDatabaseWithAdmin } from "./test-database";

// The visitor's side of bilingual content: districts typed in either language, districts an admin adds,
// and listing texts in the page's language with a marked fallback.
let handle: DatabaseHandle;
let cookie: string;

beforeAll(async () => {
  ({ handle, cookie } = await setupSeededDatabaseWithAdmin("bilingual-admin"));
});
afterAll(() => handle.close());

const olayaListings = DEMO_LISTINGS.filter((listing) => listing.district === "Olaya").length;

describe("the district parameter", () => {
  it.each([
    ["العليا", "Olaya"],
    ["olaya", "Olaya"],
    ["Olaya ", "Olaya"],
    ["al-malqa", "Al+Malqa"],
    ["حي الملقا", "Al+Malqa"],
    ["king-abdullah-financial-district", "King+Abdullah+Financial+District"],
  ])("%j redirects to the canonical English name (%s), keeping the language", async (typed, canonical) => {
    const answer = await call(indexRoute.loader, get(`/?district=${encodeURIComponent(typed)}&lng=ar`));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/?district=${canonical}&lng=ar`);
  });

  it("finds the district's listings once canonical", async () => {
    const answer = await call(indexRoute.loader, get("/?district=Olaya"));
    expect((answer.body as { total: number }).total).toBe(olayaListings);
  });

  it("GET /api/properties takes the Arabic name or the slug too", async () => {
    for (const district of ["العليا", "olaya", "Olaya"]) {
      const answer = await call(propertiesApi.loader, get(`/api/properties?district=${encodeURIComponent(district)}`));
      expect(answer.status).toBe(200);
      const listings = answer.body as { district: string }[];
      expect(listings, district).toHaveLength(olayaListings);
      expect(new Set(listings.map((listing) => listing.district))).toEqual(new Set(["Olaya"]));
    }
  });
});

describe("a district the admin adds", () => {
  it("is among the hero's suggestions (the page's districts) in both languages, with its Arabic name", async () => {
    const created = await call(
      districtsAdminApi.action,
      jsonRequest(
        "POST",
        "/api/admin/districts",
        { name: "Al Nada", nameAr: "الندى", latitude: 24.84, longitude: 46.68 },
        { Cookie: cookie },
      ),
    );
    expect(created.status).toBe(201);
    for (const language of ["en", "ar"]) {
      const page = await call(indexRoute.loader, get(`/?lng=${language}`));
      const districts = (page.body as { districts: { name: string; nameAr: string; slug: string }[] }).districts;
      expect(districts, language).toContainEqual(expect.objectContaining({ name: "Al Nada", nameAr: "الندى", slug: "al-nada" }));
    }
    const byArabicName = await call(indexRoute.loader, get(`/?district=${encodeURIComponent("الندى")}`));
    expect(byArabicName.headers.get("Location")).toBe("/?district=Al+Nada");
  });
});

describe("the browse page's districts", () => {
  it("come in the alphabetical order of the page's language, so the browser needs no collator to list them", async () => {
    for (const language of ["en", "ar"] as const) {
      const page = await call(indexRoute.loader, get(`/?lng=${language}`));
      const names = (page.body as { districts: { name: string; nameAr: string }[] }).districts.map((district) =>
        language === "ar" ? district.nameAr : district.name,
      );
      expect(names.length, language).toBeGreaterThan(20);
      expect(names, language).toEqual([...names].sort(new Intl.Collator(language).compare));
    }
  });
});

describe("the property page", () => {
  type Page = { text: Record<string, { text: string; lang?: string }>; title: string; description: string };
  const open = async (id: number, language: string) =>
    (await call(propertyRoute.loader, get(`/property/${id}?lng=${language}`), { id: String(id) })).body as Page;

  it("shows the Arabic texts and district name on Arabic pages, the English ones on English pages", async () => {
    const first = DEMO_LISTINGS[0]!;
    const arabic = await open(1, "ar");
    expect(arabic.text).toEqual({
      title: { text: first.titleAr },
      building: { text: first.buildingAr },
      address: { text: first.addressAr },
      description: { text: first.descriptionAr },
      district: { text: "العليا" },
    });
    expect(arabic.title).toContain(first.titleAr);
    expect(arabic.title).toContain("العليا");
    expect((await open(1, "en")).text.title).toEqual({ text: first.title });
  });

  it("falls back to English, marked lang=en, per field the listing has not translated", async () => {
    await handle.db.execute(`update properties set title_ar = '', address_ar = '' where id = 2`);
    const page = await open(2, "ar");
    expect(page.text.title).toEqual({ text: DEMO_LISTINGS[1]!.title, lang: "en" });
    expect(page.text.address).toEqual({ text: DEMO_LISTINGS[1]!.address, lang: "en" });
    expect(page.text.building).toEqual({ text: DEMO_LISTINGS[1]!.buildingAr });
  });
});
