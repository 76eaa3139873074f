import { describe, expect, it } from "vitest";
import {
  distanceParts,
  addDays,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatShortDate,
  pricePerSqm,
  riyadhDayStart,
} from "~/utils/format";
import { cardImageUrl, imageSrcSet } from "~/utils/images";

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

  it("writes whole numbers exactly as Intl.NumberFormat does, without building one", () => {
    const samples = [0, -0, 0.4, -0.4, 0.5, 2.5, -2.5, 7, 999, 999.5, 1000, -1500, 93500, 150000, 1234567.49, 2 ** 53, 1e20, -1e20];
    for (let exponent = 0; exponent < 21; exponent++) samples.push(10 ** exponent - 1, 10 ** exponent, 10 ** exponent * 1.5);
    for (const language of ["en", "ar"] as const) {
      const intl = new Intl.NumberFormat(language === "en" ? "en-US" : "ar-u-nu-latn", { maximumFractionDigits: 0 });
      for (const value of [...samples, 1e21, -1e22, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(formatNumber(value, language), `${value} in ${language}`).toBe(intl.format(value));
      }
    }
  });

  it("maps uploaded images to their card-sized copy", () => {
    expect(cardImageUrl("/uploads/img-abc.webp")).toBe("/uploads/img-abc-640.webp");
    expect(cardImageUrl("https://example.com/a.jpg")).toBe("https://example.com/a.jpg");
    expect(imageSrcSet("/uploads/a.webp")).toBe("/uploads/a-640.webp 640w, /uploads/a-960.webp 960w, /uploads/a.webp 1600w");
  });
});

describe("dates and times", () => {
  // 21:30 UTC on 22 November is half past midnight on 23 November in Riyadh (UTC+3, no summer time).
  const lateEvening = new Date("2026-11-22T21:30:00Z");

  it("show Riyadh's clock and day, whatever the process's time zone", () => {
    expect(formatDateTime(lateEvening, "en")).toBe("23 November 2026, 00:30");
    expect(formatDateTime("2026-11-22T21:30:00.000Z", "en")).toBe("23 November 2026, 00:30");
    expect(formatDateTime(lateEvening, "en", { time: false })).toBe("23 November 2026");
    expect(formatDateTime(new Date("2026-06-01T08:05:00Z"), "en")).toBe("1 June 2026, 11:05");
  });

  it("use Arabic month names, Western digits and the Gregorian calendar in Arabic", () => {
    const text = formatDateTime(lateEvening, "ar");
    expect(text).toBe("23 نوفمبر 2026، 00:30");
    expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    expect(formatDate("2027-03-01", "ar")).toBe("1 مارس 2027");
  });

  it("never fall back to the JavaScript date string", () => {
    for (const language of ["en", "ar"] as const) {
      expect(formatDateTime(lateEvening, language)).not.toMatch(/GMT|Coordinated|Sun|Mon/);
    }
    expect(formatDateTime("not a date", "en")).toBe("not a date");
  });
});

describe("Riyadh days and chart figures", () => {
  it("counts calendar days across months and years, and starts a Riyadh day at 21:00 UTC the evening before", () => {
    expect(addDays("2026-11-25", -29)).toBe("2026-10-27");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(riyadhDayStart("2026-11-23").toISOString()).toBe("2026-11-22T21:00:00.000Z");
  });

  it("writes shares and short dates with Western digits in both languages", () => {
    expect(formatPercent(0.025, "en")).toBe("2.5%");
    expect(formatPercent(1 / 3, "en")).toBe("33.3%");
    // Arabic marks the sign left-to-right (U+200E) so it stays after the number in a right-to-left line.
    expect(formatPercent(0.025, "ar").replace(/\u200e/gu, "")).toBe("2.5%");
    expect(formatShortDate("2026-11-16", "en")).toBe("16 Nov");
    expect(formatShortDate("2026-11-16", "ar")).toMatch(/^16 [\u0600-\u06FF]+$/u);
    expect(formatShortDate("not a date", "en")).toBe("not a date");
  });
});

describe("distances (issue 34)", () => {
  it.each([
    [0, { unit: "m", value: "0" }],
    [366, { unit: "m", value: "370" }],
    [994, { unit: "m", value: "990" }],
    // 995 m would read "1000 m": from there, kilometres with one decimal.
    [995, { unit: "km", value: "1.0" }],
    [1234, { unit: "km", value: "1.2" }],
    [9308, { unit: "km", value: "9.3" }],
  ])("%d m → %o", (metres, parts) => {
    expect(distanceParts(metres)).toEqual(parts);
  });
});
