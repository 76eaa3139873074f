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

// Issue 38: a listing page's similar offices. Same district first; then the lowest score
//   |ln(size / its size)| + |ln(rent per m² / its rent per m²)| + d / 10,000 m
// (app/models/similar-listings.server.ts, decision 0038), d the great-circle distance between the two listings'
// points. Every listing here stands on the meridian 46.68° E, so d = R·Δφ exactly (R = 6,371,008.8 m):
// 0.005° = 556 m, 0.01° = 1,112 m, 0.02° = 2,224 m, 0.05° = 5,560 m, 0.06° = 6,672 m, 0.065° = 7,228 m,
// 0.07° = 7,784 m; d / 10,000 m is then 0.056, 0.111, 0.222, 0.556, 0.667, 0.723, 0.778.
//
// The subject is in Olaya, 200 m² at 100,000 SAR (500 SAR per m²), at 24.69° N. Worked out by hand:
//   listing   district size   rent/m²  latitude  size term      rent term       distance term    score
//   O-near    Olaya    220    550      24.695    ln 1.1 = 0.095 ln 1.1 = 0.095  556 m   = 0.056  0.246
//   O-same    Olaya    200    500      24.74     0              0               5,560 m = 0.556  0.556
//   O-double  Olaya    400    500      24.69     ln 2 = 0.693   0               0                0.693
//   O-small   Olaya    100    600      24.69     ln 2 = 0.693   ln 1.2 = 0.182  0                0.875
//   O-draft   Olaya    200    500      24.69     not published: never shown
//   H-near    Hittin   210    500      24.70     ln 1.05= 0.049 0               1,112 m = 0.111  0.160 (5th: another district)
//   H-same    Hittin   200    500      24.76     0              0               7,784 m = 0.778  0.778 (6th)
//   H-mid     Hittin   300    500      24.76     ln 1.5 = 0.405 0               7,784 m = 0.778  1.184 (7th: left out)
//   H-far     Hittin   1000   100      24.76     ln 5 = 1.609   ln 5 = 1.609    7,784 m = 0.778  3.997 (left out)
// Without the distance term O-same (0) would come before O-near (0.191) and H-same (0) before H-near (0.049).
let handle: DatabaseHandle;
const ids = new Map<string, number>();

const LONGITUDE = 46.68;
const LISTINGS = [
  ["Subject", "Olaya", 200, 100_000, 24.69],
  ["H-far", "Hittin", 1000, 100_000, 24.76],
  ["O-small", "Olaya", 100, 60_000, 24.69],
  ["H-mid", "Hittin", 300, 150_000, 24.76],
  ["O-double", "Olaya", 400, 200_000, 24.69],
  ["H-same", "Hittin", 200, 100_000, 24.76],
  ["O-near", "Olaya", 220, 121_000, 24.695],
  ["H-near", "Hittin", 210, 105_000, 24.7],
  ["O-same", "Olaya", 200, 100_000, 24.74],
] as const;

beforeAll(async () => {
  handle = await setupTestDatabase();
  await handle.db.insert(districts).values([
    { name: "Olaya", nameAr: "العليا", slug: "olaya", latitude: 24.69, longitude: 46.68 },
    { name: "Hittin", nameAr: "حطين", slug: "hittin", latitude: 24.76, longitude: 46.6 },
  ]);
  for (const [title, district, size, price, latitude] of LISTINGS) {
    const { id } = await createProperty(
      SYSTEM_ACTOR,
      PropertyInputSchema.parse(listingInput({ title, district, size, price, latitude, longitude: LONGITUDE })),
    );
    ids.set(title, id);
  }
  await createProperty(
    SYSTEM_ACTOR,
    PropertyInputSchema.parse(
      listingInput({
        title: "O-draft",
        district: "Olaya",
        size: 200,
        price: 100_000,
        latitude: 24.69,
        longitude: LONGITUDE,
        lifecycle: "draft",
      }),
    ),
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
  it("are the six published listings nearest in district, size, rent per m² and distance, in that order", async () => {
    const similar = await similarOf("Subject");
    // Olaya by score (0.246, 0.556, 0.693, 0.875), then Hittin (0.160, 0.778): distance puts O-near before
    // O-same and H-near before H-same, and H-near's low score never lifts it above an Olaya listing.
    expect(similar.map((card) => card.title)).toEqual(["O-near", "O-same", "O-double", "O-small", "H-near", "H-same"]);
    // Each card carries what a card shows, and its district's Arabic name.
    expect(similar[5]).toMatchObject({ district: "Hittin", districtNameAr: "حطين", image: null });
  });

  it("never include the listing itself, and follow the listing's own district", async () => {
    const similar = await similarOf("H-mid");
    // From H-mid (Hittin, 300 m² at 500/m², 24.76° N), by hand:
    //   H-same   ln 1.5 = 0.405                     + 0 m                    = 0.405
    //   H-near   ln(300/210) = 0.357                + 6,672 m = 0.667        = 1.024
    //   H-far    ln(1000/300) = 1.204 + ln 5 = 1.609 + 0 m                   = 2.813
    //   O-same   ln 1.5 = 0.405                     + 2,224 m = 0.222        = 0.628
    //   O-double ln(400/300) = 0.288                + 7,784 m = 0.778        = 1.066
    //   O-near   ln(300/220) = 0.310 + ln 1.1 = 0.095 + 7,228 m = 0.723      = 1.128
    //   Subject  ln 1.5 = 0.405                     + 7,784 m = 0.778        = 1.184 (7th: left out)
    //   O-small  ln 3 = 1.099 + ln 1.2 = 0.182       + 7,784 m = 0.778        = 2.059 (left out)
    // Without the distance term H-near (0.357) would come before H-same (0.405), and O-double (0.288) before O-same.
    expect(similar.map((card) => card.title)).toEqual(["H-same", "H-near", "H-far", "O-same", "O-double", "O-near"]);
  });
});
