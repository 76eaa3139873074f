import { describe, expect, it } from "vitest";
import { RIYADH_DISTRICTS } from "../../demo-data/districts";
import { placeSlug, districtText, findDistrict, matchDistricts, searchKey, slugOf, sortByName } from "~/utils/district-names";
import { listingText, pickLanguage } from "~/utils/localized";

const DISTRICTS = RIYADH_DISTRICTS.map((district) => ({ ...district, slug: slugOf(district.name) }));

const listing = {
  title: "Corner Office",
  titleAr: "مكتب على الزاوية",
  building: "Olaya Towers",
  buildingAr: "",
  address: "Olaya Street",
  addressAr: "   ",
  description: "Bright.",
  descriptionAr: "مشرق.",
};

describe("per-field language fallback", () => {
  it("shows the page's language, and the other one (marked with lang) only where a field is blank", () => {
    expect(listingText(listing, "title", "ar")).toEqual({ text: "مكتب على الزاوية" });
    expect(listingText(listing, "building", "ar")).toEqual({ text: "Olaya Towers", lang: "en" });
    expect(listingText(listing, "address", "ar")).toEqual({ text: "Olaya Street", lang: "en" });
    expect(listingText(listing, "description", "ar")).toEqual({ text: "مشرق." });
    expect(listingText(listing, "title", "en")).toEqual({ text: "Corner Office" });
  });

  it("falls back to Arabic on an English page when the English text is blank", () => {
    expect(pickLanguage("", "العليا", "en")).toEqual({ text: "العليا", lang: "ar" });
    expect(districtText({ name: "New Quarter", nameAr: "" }, "ar")).toEqual({ text: "New Quarter", lang: "en" });
  });
});

describe("district slugs", () => {
  it("come from the English name in lower case Latin letters and digits", () => {
    expect(slugOf("Olaya")).toBe("olaya");
    expect(slugOf("Al Malqa")).toBe("al-malqa");
    expect(slugOf("King Abdullah Financial District")).toBe("king-abdullah-financial-district");
    expect(slugOf("  Al-Rabi' (North) 2 ")).toBe("al-rabi-north-2");
    expect(slugOf("Qurtúbah")).toBe("qurtubah");
  });

  it("fall back to <kind>-<id> for a name with no Latin letters, without transliterating", () => {
    expect(placeSlug("district", "حي الندى", 26)).toBe("district-26");
    expect(placeSlug("district", "---", 7)).toBe("district-7");
    expect(placeSlug("district", "Al Nada", 26)).toBe("al-nada");
    expect(placeSlug("landmark", "محطة المترو", 4)).toBe("landmark-4");
  });
});

describe("district names typed by visitors", () => {
  it("find a district by its English name, Arabic name or slug, whatever the case and spacing", () => {
    for (const typed of ["Olaya", "olaya", "Olaya ", "  OLAYA", "العليا", " العليا ", "olaya"]) {
      expect(findDistrict(DISTRICTS, typed)?.name).toBe("Olaya");
    }
    expect(findDistrict(DISTRICTS, "al-malqa")?.name).toBe("Al Malqa");
    expect(findDistrict(DISTRICTS, "king-abdullah-financial-district")?.name).toBe("King Abdullah Financial District");
  });

  it("forgive the usual Arabic spelling variants and a leading article or 'حي'", () => {
    expect(findDistrict(DISTRICTS, "حي الملقا")?.name).toBe("Al Malqa");
    expect(findDistrict(DISTRICTS, "ملقا")?.name).toBe("Al Malqa");
    expect(findDistrict(DISTRICTS, "Malqa")?.name).toBe("Al Malqa");
    expect(findDistrict(DISTRICTS, "الأزدهار")?.name).toBe("Al Izdihar");
    expect(findDistrict(DISTRICTS, "غرناطه")?.name).toBe("Granada");
    expect(findDistrict(DISTRICTS, "العُلَيّا")?.name).toBe("Olaya");
  });

  it("find nothing for unknown or blank text", () => {
    expect(findDistrict(DISTRICTS, "Atlantis")).toBeUndefined();
    expect(findDistrict(DISTRICTS, "   ")).toBeUndefined();
    expect(findDistrict(DISTRICTS, "ال")).toBeUndefined();
  });

  it("suggest districts whose name in either language contains the text", () => {
    const names = (typed: string) => matchDistricts(DISTRICTS, typed).map((district) => district.name);
    expect(names("OLA")).toEqual(["Olaya"]);
    expect(names("al m")).toEqual(expect.arrayContaining(["Al Malqa", "Al Muruj", "Al Malaz"]));
    expect(names("العليا")).toEqual(["Olaya"]);
    expect(names("مال")).toEqual(expect.arrayContaining(["King Abdullah Financial District"]));
    expect(names("  ")).toEqual([]);
    expect(names("zzz")).toEqual([]);
  });

  it("compare Arabic without diacritics, tatweel or hamza forms", () => {
    expect(searchKey("الـعُلـيا")).toBe(searchKey("العليا"));
    expect(searchKey("إزدهار")).toBe(searchKey("ازدهار"));
  });
});

describe("district order", () => {
  it("is alphabetical in the page's language", () => {
    const sample = DISTRICTS.filter((district) => ["Olaya", "Al Malqa", "Hittin", "Granada"].includes(district.name));
    expect(sortByName(sample, "en").map((district) => district.name)).toEqual(["Al Malqa", "Granada", "Hittin", "Olaya"]);
    // العليا, الملقا, حطين, غرناطة in Arabic alphabetical order.
    expect(sortByName(sample, "ar").map((district) => district.nameAr)).toEqual(["العليا", "الملقا", "حطين", "غرناطة"]);
  });
});
