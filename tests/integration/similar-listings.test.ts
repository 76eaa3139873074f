import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { districts } from "../../drizzle/schema";
import { SYSTEM_ACTOR } from "~/models/activity.server";
import { createProperty } from "~/models/admin-properties.server";
import * as propertyRoute from "~/routes/property.$id";
import { PropertyInputSchema } from "~/schemas/property";
import type { DatabaseHandle } from "~/services/db.server";
import { listingInput } from "../factories";
import { call, get } from "./route-helpers";
import { setupTestDatabase } from "./test-database";

// Issue 38: a listing page's similar offices. The listing is in Olaya, 200 m² at 100,000 SAR (500 SAR per
// m²). Distance = |ln(size / 200)| + |ln(rent per m² / 500)|, worked out by hand:
//   O-same   Olaya  200 m², 500/m²  0
//   O-near   Olaya  220 m², 550/m²  ln 1.1 + ln 1.1 = 0.191
//   O-double Olaya  400 m², 500/m²  ln 2           = 0.693
//   O-small  Olaya  100 m², 600/m²  ln 2 + ln 1.2  = 0.875
//   O-draft  Olaya  200 m², 500/m²  not published: never shown
//   H-same   Hittin 200 m², 500/m²  0, but another district: after every Olaya one
//   H-near   Hittin 210 m², 500/m²  ln 1.05       = 0.049
//   H-mid    Hittin 300 m², 500/m²  ln 1.5        = 0.405 (7th: left out)
//   H-far    Hittin 1000 m², 100/m² ln 5 + ln 5   = 3.219 (left out)
let handle: DatabaseHandle;
const ids = new Map<string, number>();

const LISTINGS = [
  ["Subject", "Olaya", 200, 100_000],
  ["H-far", "Hittin", 1000, 100_000],
  ["O-small", "Olaya", 100, 60_000],
  ["H-mid", "Hittin", 300, 150_000],
  ["O-double", "Olaya", 400, 200_000],
  ["H-same", "Hittin", 200, 100_000],
  ["O-near", "Olaya", 220, 121_000],
  ["H-near", "Hittin", 210, 105_000],
  ["O-same", "Olaya", 200, 100_000],
] as const;

beforeAll(async () => {
  handle = await setupTestDatabase();
  await handle.db.insert(districts).values([
    { name: "Olaya", nameAr: "العليا", slug: "olaya", latitude: 24.69, longitude: 46.68 },
    { name: "Hittin", nameAr: "حطين", slug: "hittin", latitude: 24.76, longitude: 46.6 },
  ]);
  for (const [title, district, size, price] of LISTINGS) {
    const { id } = await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(listingInput({ title, district, size, price })));
    ids.set(title, id);
  }
  await createProperty(
    SYSTEM_ACTOR,
    PropertyInputSchema.parse(listingInput({ title: "O-draft", district: "Olaya", size: 200, price: 100_000, lifecycle: "draft" })),
  );
});
afterAll(() => handle.close());

type Similar = { title: string; district: string; districtNameAr: string; image: string | null }[];
const similarOf = async (title: string) => {
  const id = ids.get(title)!;
  const answer = await call(propertyRoute.loader, get(`/property/${id}`), { id: String(id) });
  expect(answer.status).toBe(200);
  return (answer.body as { similar: Similar }).similar;
};

describe("similar offices on a listing page", () => {
  it("are the six published listings nearest in district, size and rent per m², in that order", async () => {
    const similar = await similarOf("Subject");
    expect(similar.map((card) => card.title)).toEqual(["O-same", "O-near", "O-double", "O-small", "H-same", "H-near"]);
    // Each card carries what a card shows, and its district's Arabic name.
    expect(similar[4]).toMatchObject({ district: "Hittin", districtNameAr: "حطين", image: null });
  });

  it("never include the listing itself, and follow the listing's own district", async () => {
    const similar = await similarOf("H-mid");
    // From 300 m² at 500/m²: H-near ln(300/210) = 0.357, H-same ln 1.5 = 0.405, H-far ln(1000/300) + ln 5 = 2.813.
    expect(similar.map((card) => card.title).slice(0, 3)).toEqual(["H-near", "H-same", "H-far"]);
    expect(similar.map((card) => card.title)).not.toContain("H-mid");
    expect(similar).toHaveLength(6);
  });
});
