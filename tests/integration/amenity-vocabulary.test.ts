import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LISTINGS } from "../../demo-data/listings";
import { SYSTEM_ACTOR } from "~/models/activity.server";
import { createProperty } from "~/models/admin-properties.server";
import { listProperties } from "~/models/properties.server";
import * as propertiesApi from "~/routes/api.properties";
import { FILTER_KEYS, PropertyFiltersSchema, queryToInput } from "~/schemas/filters";
import { PropertyInputSchema } from "~/schemas/property";
import type { DatabaseHandle } from "~/services/db.server";
import { listingInput } from "../factories";
import { call, get } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";

// Issue 50, point 9, against a seeded database: filters match a known amenity by any of its words and a
// custom one in any case or by its Arabic name, and the API names every amenity in Arabic too.

let handle: DatabaseHandle;
let custom: number;
let quickPick: number;
beforeAll(async () => {
  handle = await setupSeededDatabase();
  const add = async (overrides: Record<string, unknown>) =>
    (await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(listingInput(overrides)))).id;
  custom = await add({
    title: "Terrace office",
    amenities: ["Rooftop Terrace", "AC"],
    amenityNamesAr: { "Rooftop Terrace": "تراس السطح" },
  });
  quickPick = await add({ title: "Picked office", amenities: ["WiFi", "prayer room", "24/7 access"] });
});
afterAll(() => handle.close());

const idsFor = async (query: string) =>
  (await listProperties(PropertyFiltersSchema.parse(queryToInput(new URLSearchParams(query), FILTER_KEYS)))).map((row) => row.id);
const withAll = (...amenities: string[]) =>
  DEMO_LISTINGS.filter((listing) => amenities.every((amenity) => listing.amenities.includes(amenity))).length;

describe("amenity filters through the vocabulary", () => {
  it("find a quick pick's listing by the filter list's name, any case, an alias or the Arabic name", async () => {
    for (const query of ["amenities=High-speed Internet,Prayer Room", "amenities=wifi,PRAYER ROOM", "amenities=واي فاي,مصلى"]) {
      const ids = await idsFor(query);
      expect(ids, query).toContain(quickPick);
      expect(ids, query).toHaveLength(withAll("High-speed Internet", "Prayer Room") + 1);
    }
    expect(await idsFor("amenities=24/7 Access")).toEqual([quickPick]);
    expect(await idsFor("amenities=دخول على مدار الساعة")).toEqual([quickPick]);
  });

  it("find a custom amenity in any case or by the Arabic name kept for it, and nothing by a word it is not", async () => {
    for (const query of ["amenities=Rooftop Terrace", "amenities=rooftop terrace", "amenities=تراس السطح", "amenities=rooftop terrace,AC"])
      expect(await idsFor(query), query).toEqual([custom]);
    expect(await idsFor("amenities=Rooftop")).toEqual([]);
  });

  it("the API answers with every amenity in Arabic too", async () => {
    const answer = await call(propertiesApi.loader, get("/api/properties?amenities=24%2F7+ACCESS"));
    expect(answer.body).toEqual([
      expect.objectContaining({
        id: quickPick,
        amenities: ["High-speed Internet", "Prayer Room", "24/7 Access"],
        amenitiesAr: ["إنترنت عالي السرعة", "مصلى", "دخول على مدار الساعة"],
      }),
    ]);
    const terrace = await call(propertiesApi.loader, get("/api/properties?amenities=ROOFTOP+TERRACE"));
    expect(terrace.body).toEqual([expect.objectContaining({ amenities: ["Rooftop Terrace", "AC"], amenitiesAr: ["تراس السطح", "تكييف"] })]);
  });
});
