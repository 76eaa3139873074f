import { OFFICE_FACT_KEYS } from "~/utils/office-facts";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEMO_LISTINGS, type SeedListing, seedTrust, syntheticListing } from "../../demo-data/listings";
import { RIYADH_DISTRICTS } from "../../demo-data/districts";

const AR_FIELDS = ["titleAr", "buildingAr", "addressAr", "descriptionAr"] as const;
const ARABIC_LETTER = /[\u0621-\u064A]/;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;
const LATIN_LETTER = /[a-z]/i;

const nameAr = (district: string) => RIYADH_DISTRICTS.find((d) => d.name === district)?.nameAr;

/** A listing without its Arabic texts: what syntheticListing returned before they existed. */
/** The fields listings had before the Arabic texts (and before issue 14's trust fields). */
function englishOnly(listing: SeedListing) {
  const { titleAr: _t, buildingAr: _b, addressAr: _a, descriptionAr: _d, ...rest } = listing;
  const english: Record<string, unknown> = { ...rest };
  for (const field of Object.keys(seedTrust(0, 1))) delete english[field];
  // The space (issue 38) is added after every draw, from the fields compared here.
  for (const field of OFFICE_FACT_KEYS) delete english[field];
  // Points came later still (issue 34), drawn after every other field.
  delete english.latitude;
  delete english.longitude;
  // The tour link (issue 38) is a fixed null for synthetic listings: no draw of its own.
  delete english.tourUrl;
  return english;
}

describe("demo listings in Arabic", () => {
  it.each(DEMO_LISTINGS.map((listing, index) => [index, listing] as const))("listing %i has Arabic texts", (_index, listing) => {
    for (const field of AR_FIELDS) {
      const text = listing[field];
      expect(text.trim(), field).not.toBe("");
      expect(text, field).toMatch(ARABIC_LETTER);
      expect(text, field).not.toMatch(ARABIC_INDIC_DIGIT);
      expect(text, field).not.toMatch(LATIN_LETTER);
    }
  });

  it.each(DEMO_LISTINGS.map((listing, index) => [index, listing] as const))(
    "listing %i's Arabic address names its district and keeps its postal code",
    (_index, listing) => {
      const districtAr = nameAr(listing.district);
      expect(districtAr).toBeTruthy();
      expect(listing.addressAr).toContain(districtAr!);
      expect(listing.addressAr).toContain("الرياض");
      expect(listing.addressAr.match(/\d{5}$/)?.[0]).toBe(listing.address.match(/\d{5}$/)?.[0]);
    },
  );
});

describe("synthetic listings in Arabic", () => {
  it.each([0, 1, 7, 13, 17, 250, 9999])("index %i has Arabic texts that match its English ones", (index) => {
    const listing = syntheticListing(index, RIYADH_DISTRICTS);
    const districtAr = nameAr(listing.district)!;
    for (const field of AR_FIELDS) {
      expect(listing[field], field).toMatch(ARABIC_LETTER);
      expect(listing[field], field).not.toMatch(ARABIC_INDIC_DIGIT);
      expect(listing[field], field).not.toMatch(LATIN_LETTER);
    }
    expect(listing.titleAr).toContain(String(1000 + index));
    expect(listing.buildingAr).toContain(districtAr);
    expect(listing.addressAr).toContain(districtAr);
    expect(listing.addressAr.match(/\d{5}$/)?.[0]).toBe(listing.address.match(/\d{5}$/)?.[0]);
    expect(listing.descriptionAr).toContain(`${listing.size} م²`);
    expect(listing.descriptionAr).toContain(String(listing.capacity));
    expect(listing.descriptionAr.includes("غير مفروش")).toBe(!listing.furnished);
    expect(listing.descriptionAr).toMatch(/مفروش/);
  });

  it("writes districts the way Saudi addresses do", () => {
    const one = (name: string) => RIYADH_DISTRICTS.filter((d) => d.name === name);
    expect(syntheticListing(3, one("Al Malqa")).addressAr).toMatch(/، حي الملقا، الرياض \d{5}$/);
    expect(syntheticListing(3, one("Diplomatic Quarter")).addressAr).toMatch(/، الحي الدبلوماسي، الرياض \d{5}$/);
    expect(syntheticListing(3, one("King Abdullah Financial District")).addressAr).toMatch(/، مركز الملك عبدالله المالي، الرياض \d{5}$/);
  });

  it("is deterministic", () => {
    for (const index of [0, 5, 42, 1234]) {
      expect(syntheticListing(index, RIYADH_DISTRICTS)).toEqual(syntheticListing(index, RIYADH_DISTRICTS));
    }
  });

  it("falls back to the English district name when the Arabic one is missing", () => {
    const listing = syntheticListing(5, [{ name: "Card Test Quarter", nameAr: "" }]);
    expect(listing.district).toBe("Card Test Quarter");
    expect(listing.buildingAr).toContain("Card Test Quarter");
    expect(listing.addressAr).toContain("Card Test Quarter");
    expect(listing.descriptionAr).toContain("Card Test Quarter");
    expect(listing.descriptionAr).toMatch(ARABIC_LETTER);
  });

  it("needs at least one district", () => {
    expect(() => syntheticListing(0, [])).toThrow();
  });
});

describe("synthetic listings in English are what they were before the Arabic texts", () => {
  // Captured from syntheticListing before it wrote Arabic (then it took the 25 English district names).
  it("index 0 and 7 in full", () => {
    expect(englishOnly(syntheticListing(0, RIYADH_DISTRICTS))).toEqual({
      title: "Office Suite 1000",
      building: "Hittin Trade Center",
      address: "King Fahd Road, Hittin, Riyadh 12815",
      district: "Hittin",
      price: 224500,
      size: 566,
      floors: 28,
      capacity: 71,
      parkingSpaces: 13,
      type: "Office",
      furnished: true,
      amenities: ["Parking", "Furnished", "AC", "Elevator", "High-speed Internet", "Conference Rooms", "Gym"],
      description: "A bright, modern office of 566 sqm in Hittin, with room for about 71 people. Delivered furnished and ready to move in.",
      availableFrom: "2027-04-03",
      contactPhone: "+966 11 403 5559",
      featured: false,
      imageVariants: [5, 2],
    });
    expect(englishOnly(syntheticListing(7, RIYADH_DISTRICTS))).toEqual({
      title: "Office Suite 1007",
      building: "Al Murabba Commercial Center",
      address: "Othman bin Affan Road, Al Murabba, Riyadh 14311",
      district: "Al Murabba",
      price: 235000,
      size: 289,
      floors: 35,
      capacity: 36,
      parkingSpaces: 5,
      type: "Office",
      furnished: true,
      amenities: ["Furnished"],
      description:
        "A practical office space of 289 sqm in Al Murabba, with room for about 36 people. Delivered furnished and ready to move in.",
      availableFrom: "2027-06-12",
      contactPhone: "+966 11 487 1621",
      featured: false,
      imageVariants: [11, 6],
    });
  });

  it.each([
    [0, "Hittin Trade Center", "King Fahd Road, Hittin, Riyadh 12815", 224500, 566],
    [1, "Al Nakheel Business Gate", "King Abdullah Road, Al Nakheel, Riyadh 11763", 300000, 1237],
    [2, "Qurtubah Square", "Othman bin Affan Road, Qurtubah, Riyadh 11185", 300000, 678],
    [3, "Al Murabba Corporate Center", "King Fahd Road, Al Murabba, Riyadh 12404", 65500, 241],
    [4, "Al Malaz Plaza", "Abu Bakr Al Siddiq Road, Al Malaz, Riyadh 12692", 28000, 52],
    [5, "Al Khaleej Corporate Center", "Abu Bakr Al Siddiq Road, Al Khaleej, Riyadh 12671", 300000, 1256],
    [6, "Hittin Commercial Center", "King Abdulaziz Road, Hittin, Riyadh 13942", 50500, 80],
    [7, "Al Murabba Commercial Center", "Othman bin Affan Road, Al Murabba, Riyadh 14311", 235000, 289],
    [8, "Olaya Square", "King Abdulaziz Road, Olaya, Riyadh 13147", 135000, 169],
    [9, "Al Murabba Trade Center", "Al Urubah Road, Al Murabba, Riyadh 14142", 23000, 69],
    [10, "Al Malqa Office Park", "King Abdulaziz Road, Al Malqa, Riyadh 12830", 41000, 57],
    [11, "Al Wurud Commercial Center", "King Fahd Road, Al Wurud, Riyadh 11924", 37500, 82],
    [12, "Al Izdihar Plaza", "Prince Mohammed bin Salman Road, Al Izdihar, Riyadh 14376", 224500, 808],
    [13, "Al Aqiq Corporate Center", "Othman bin Affan Road, Al Aqiq, Riyadh 11155", 282500, 884],
    [14, "Al Muruj Business Gate", "King Abdullah Road, Al Muruj, Riyadh 14097", 51000, 72],
    [15, "Qurtubah Business Gate", "Othman bin Affan Road, Qurtubah, Riyadh 12340", 291000, 472],
    [16, "Al Yasmin Plaza", "Prince Mohammed bin Salman Road, Al Yasmin, Riyadh 11067", 24000, 84],
    [17, "King Abdullah Financial District Business Tower", "King Fahd Road, King Abdullah Financial District, Riyadh 11451", 49000, 55],
    [18, "Al Rawdah Commercial Center", "King Fahd Road, Al Rawdah, Riyadh 13629", 300000, 1049],
    [19, "Al Wurud Corporate Center", "Al Imam Saud bin Abdulaziz Road, Al Wurud, Riyadh 11150", 36500, 90],
    [20, "Al Muruj Plaza", "Prince Mohammed bin Salman Road, Al Muruj, Riyadh 11960", 266500, 378],
  ])("index %i: %s, %s, %i SAR, %i sqm", (index, building, address, price, size) => {
    const listing = syntheticListing(index, RIYADH_DISTRICTS);
    expect({
      title: listing.title,
      building: listing.building,
      address: listing.address,
      price: listing.price,
      size: listing.size,
    }).toEqual({
      title: `Office Suite ${1000 + index}`,
      building,
      address,
      price,
      size,
    });
  });

  it("every English field of indices 0..20", () => {
    // SHA-256 of the JSON of the 21 English-only listings, keys sorted, taken from the code before the change.
    const listings = Array.from({ length: 21 }, (_, index) => {
      const english = englishOnly(syntheticListing(index, RIYADH_DISTRICTS));
      return Object.fromEntries(Object.entries(english).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    });
    expect(createHash("sha256").update(JSON.stringify(listings)).digest("hex")).toBe(
      "b7be6ebe7a7936969f9286dbc2730c0a281cca7f937a8e032ca7fc06545457be",
    );
  });
});
