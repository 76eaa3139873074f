import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as indexRoute from "~/routes/_index";
import * as propertiesApi from "~/routes/api.properties";
import type { DatabaseHandle } from "~/services/db.server";
import { call, get, publicListingIds } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await setupSeededDatabase();
});
afterAll(() => handle.close());

const LONG = "x".repeat(101);

// Issue 37: zod's own texts ("Number must be less than or equal to 1000", "Expected string, received
// array") reached API clients; each 400 now names its parameter in one plain sentence.
describe("400s in plain sentences", () => {
  it.each([
    ["limit=1001", "limit must be at most 100"],
    ["limit=0", "limit must be at least 1"],
    ["minPrice=1&minPrice=2", "minPrice must be given once"],
    ["sort=price-asc&sort=size", "sort must be given once"],
    [`district=${LONG}`, "district must be at most 100 characters"],
    [`type=${LONG}`, "type must be at most 100 characters"],
    [`${"district=Olaya&".repeat(51)}`, "district must be given at most 50 times"],
    ["minPrice=abc", "minPrice must be a whole number"],
    ["minPrice=9999999999", "minPrice must be at most 1000000000"],
    ["maxSize=1000001", "maxSize must be at most 1000000"],
  ])("GET /api/properties?%s says “%s”", async (query, sentence) => {
    const answer = await call(propertiesApi.loader, get(`/api/properties?${query}`));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: `Invalid query: ${sentence}` });
  });

  it("the browse page names the same parameters, in its language, with what the URL gave", async () => {
    for (const [query, param, value, reason] of [
      ["minPrice=1&minPrice=2", "minPrice", "1, 2", { code: "givenOnce" }],
      [`district=${LONG}`, "district", LONG.slice(0, 60), { code: "tooLong", values: { max: 100 } }],
    ] as const) {
      const answer = await call(indexRoute.loader, get(`/?${query}`));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ badParams: [{ param, value, reasons: [reason] }] });
    }
  });
});

describe("type is matched without regard to case, as districts are", () => {
  it("type=office finds what type=Office finds, on the API and the page", async () => {
    const offices = await publicListingIds("/api/properties?type=Office");
    expect(offices.length).toBeGreaterThan(0);
    expect(await publicListingIds("/api/properties?type=office")).toEqual(offices);
    expect(await publicListingIds("/api/properties?type=OFFICE")).toEqual(offices);
    const page = await call(indexRoute.loader, get("/?type=office"));
    // The page goes to the canonical spelling, as it does for a district typed in lower case.
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/?type=Office");
  });
});
