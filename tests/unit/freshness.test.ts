import { describe, expect, it } from "vitest";
import { translatorFor } from "~/services/i18n.server";
import { riyadhDate } from "~/utils/format";
import { confirmedAgo, daysSince } from "~/utils/freshness";

const translators = { en: await translatorFor("en"), ar: await translatorFor("ar") };
/** What a card says, in a language, for a confirmation at `confirmedAt` seen on `today`. */
function cardText(confirmedAt: string, today: string, language: "en" | "ar") {
  const t = translators[language];
  const ago = confirmedAgo(confirmedAt, today, language);
  if (!ago) return t("trust.notConfirmedRecently");
  return t("trust.confirmed", { when: t(ago.key, { days: ago.days }) });
}

describe("today in Riyadh", () => {
  it("is three hours ahead of UTC: 21:00 UTC is already the next day", () => {
    expect(riyadhDate(new Date("2026-11-22T20:59:59Z"))).toBe("2026-11-22");
    expect(riyadhDate(new Date("2026-11-22T21:00:00Z"))).toBe("2026-11-23");
  });
});

describe("days since the availability was confirmed", () => {
  it("counts Riyadh calendar days, not hours", () => {
    // 23:30 on 22 November in Riyadh is yesterday seen on the 23rd, though only minutes have passed.
    expect(daysSince("2026-11-22T20:30:00Z", "2026-11-23")).toBe(1);
    // 00:30 on 23 November in Riyadh (21:30 UTC the day before) is today.
    expect(daysSince("2026-11-22T21:30:00Z", "2026-11-23")).toBe(0);
    expect(daysSince(new Date("2026-10-24T09:00:00Z"), "2026-11-23")).toBe(30);
  });

  it("is never negative (a clock a little ahead)", () => {
    expect(daysSince("2026-11-24T09:00:00Z", "2026-11-23")).toBe(0);
  });

  it.each([
    ["2026-11-23T09:00:00Z", "Confirmed today", "تم التأكيد اليوم"],
    ["2026-11-22T09:00:00Z", "Confirmed 1 day ago", "تم التأكيد قبل يوم واحد"],
    ["2026-11-21T09:00:00Z", "Confirmed 2 days ago", "تم التأكيد قبل يومين"],
    ["2026-11-18T09:00:00Z", "Confirmed 5 days ago", "تم التأكيد قبل 5 أيام"],
    ["2026-10-24T09:00:00Z", "Confirmed 30 days ago", "تم التأكيد قبل 30 يوماً"],
    ["2026-10-23T09:00:00Z", "Not confirmed recently", "لم يُؤكَّد التوفر مؤخراً"],
  ])("a confirmation at %s reads %j on 23 November", (confirmedAt, english, arabic) => {
    expect(cardText(confirmedAt, "2026-11-23", "en")).toBe(english);
    expect(cardText(confirmedAt, "2026-11-23", "ar")).toBe(arabic);
  });

  it("is fresh up to 30 days and stale from 31", () => {
    expect(confirmedAgo("2026-10-24T12:00:00Z", "2026-11-23", "en")).toEqual({ key: "trust.ago.other", days: 30 });
    expect(confirmedAgo("2026-10-23T12:00:00Z", "2026-11-23", "en")).toBeNull();
  });
});
