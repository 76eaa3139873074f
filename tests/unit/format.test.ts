import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, pricePerSqm } from "~/utils/format";
import { cardImageUrl, imageSrcSet } from "~/utils/images";
import { matchDistricts } from "~/components/browse/LocationCombobox";

describe("formatting", () => {
  it.each([
    [120000, 200, 600],
    [100000, 300, 333],
    [100001, 6, 16667],
    [50000, 3, 16667],
    [10, 4, 3],
    [1000, 0, 0],
  ])("price %i over %i sqm is %i per sqm (rounded)", (price, size, expected) => {
    expect(pricePerSqm(price, size)).toBe(expected);
  });

  it("uses Western digits in both languages", () => {
    expect(formatNumber(1234567, "en")).toBe("1,234,567");
    expect(formatNumber(1234567, "ar")).toMatch(/^1.234.567$/);
    expect(formatDate("2027-03-01", "ar")).toMatch(/2027/);
    expect(formatDate("2027-03-01", "en")).toBe("1 March 2027");
  });

  it("maps uploaded images to their card-sized copy", () => {
    expect(cardImageUrl("/uploads/img-abc.webp")).toBe("/uploads/img-abc-640.webp");
    expect(cardImageUrl("https://example.com/a.jpg")).toBe("https://example.com/a.jpg");
    expect(imageSrcSet("/uploads/a.webp")).toBe("/uploads/a-640.webp 640w, /uploads/a.webp 1600w");
  });
});

describe("location suggestions", () => {
  it("match case-insensitive substrings of the 25 districts, in English and Arabic", () => {
    expect(matchDistricts("OLA")).toEqual(["Olaya"]);
    expect(matchDistricts("al m")).toEqual(expect.arrayContaining(["Al Malqa"]));
    expect(matchDistricts("العليا")).toEqual(["Olaya"]);
    expect(matchDistricts("  ")).toEqual([]);
    expect(matchDistricts("zzz")).toEqual([]);
  });
});
