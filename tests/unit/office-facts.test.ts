import { describe, expect, it } from "vitest";
import { DEMO_LISTINGS, syntheticListing } from "../../demo-data/listings";
import { RIYADH_DISTRICTS } from "../../demo-data/districts";
import { PropertyInputSchema } from "~/schemas/property";
import { translatorFor } from "~/services/i18n.server";
import { officeFactText, type OfficeFactsOf } from "~/utils/office-facts";

const facts: OfficeFactsOf = {
  fitOut: "shell_core",
  floor: -2,
  floors: 12,
  ceilingHeight: 3.6,
  workstations: 1200,
  meetingRooms: 0,
  pantry: false,
  privateWashroom: null,
};

describe("the space's facts in words", () => {
  it("writes each in the page's language, with Western digits, and null where the listing does not say", async () => {
    const [enT, arT] = await Promise.all([translatorFor("en"), translatorFor("ar")]);
    expect(officeFactText("fitOut", facts, enT, "en")).toBe("Shell and core");
    expect(officeFactText("floor", facts, enT, "en")).toBe("Basement 2 of 12");
    expect(officeFactText("floor", { ...facts, floor: 0 }, arT, "ar")).toBe("الأرضي من 12");
    expect(officeFactText("floor", { ...facts, floor: 7 }, enT, "en")).toBe("7 of 12");
    expect(officeFactText("ceilingHeight", facts, arT, "ar")).toBe("3.6 م");
    expect(officeFactText("workstations", facts, enT, "en")).toBe("1,200");
    expect(officeFactText("meetingRooms", facts, enT, "en")).toBe("0");
    expect(officeFactText("pantry", facts, arT, "ar")).toBe("لا");
    expect(officeFactText("privateWashroom", facts, enT, "en")).toBeNull();
  });
});

describe("the demo's space", () => {
  const listings = [...DEMO_LISTINGS, ...Array.from({ length: 300 }, (_, index) => syntheticListing(index, RIYADH_DISTRICTS))];

  it("is valid input for every listing (so the floor is within its building)", () => {
    for (const listing of listings) {
      const { imageVariants: _images, licenseDaysLeft: _left, confirmedDaysAgo: _ago, ...input } = listing;
      expect(PropertyInputSchema.safeParse(input).success, listing.title).toBe(true);
    }
  });

  it("is realistic: fitted-out offices count desks and meeting rooms, every fit-out level and several floors occur", () => {
    for (const listing of DEMO_LISTINGS) {
      const fitted = listing.fitOut === "cat_b" || listing.fitOut === "serviced";
      expect(listing.workstations !== null, listing.title).toBe(fitted);
      if (listing.workstations !== null) expect(listing.workstations).toBeLessThanOrEqual(listing.capacity);
      if (listing.furnished) expect(fitted, listing.title).toBe(true);
    }
    expect(new Set(DEMO_LISTINGS.map((listing) => listing.fitOut))).toEqual(new Set(["shell_core", "cat_a", "cat_b", "serviced"]));
    expect(new Set(DEMO_LISTINGS.map((listing) => listing.floor)).size).toBeGreaterThan(8);
  });
});
