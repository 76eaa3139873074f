import { describe, expect, it } from "vitest";
import { yearlyCost } from "~/utils/cost";

describe("the full yearly cost", () => {
  it("adds 15% VAT on rent and service charge, and splits the total into equal quarterly payments", () => {
    expect(yearlyCost({ price: 130_000, serviceCharge: 13_478, vatApplies: true, paymentTerms: "quarterly" })).toEqual({
      rent: 130_000,
      serviceCharge: 13_478,
      vat: 21_522, // 15% of 143,478 = 21,521.7
      total: 165_000,
      payments: 4,
      instalment: 41_250,
      lastInstalment: 41_250,
    });
  });

  it("charges no VAT when it does not apply, and one payment a year", () => {
    expect(yearlyCost({ price: 80_000, serviceCharge: 6_500, vatApplies: false, paymentTerms: "annual" })).toEqual({
      rent: 80_000,
      serviceCharge: 6_500,
      vat: 0,
      total: 86_500,
      payments: 1,
      instalment: 86_500,
      lastInstalment: 86_500,
    });
  });

  it("rounds VAT half up to the riyal", () => {
    // 15% of 10,003 = 1,500.45; of 10,010 = 1,501.5.
    expect(yearlyCost({ price: 10_003, serviceCharge: 0, vatApplies: true, paymentTerms: "annual" }).vat).toBe(1_500);
    expect(yearlyCost({ price: 10_010, serviceCharge: 0, vatApplies: true, paymentTerms: "annual" }).vat).toBe(1_502);
  });

  it("lets the last monthly payment take the remainder, so the payments add up to the total", () => {
    const cost = yearlyCost({ price: 100_000, serviceCharge: 7_500, vatApplies: true, paymentTerms: "monthly" });
    expect(cost).toMatchObject({ vat: 16_125, total: 123_625, payments: 12, instalment: 10_302, lastInstalment: 10_303 });
    expect(cost.instalment * 11 + cost.lastInstalment).toBe(cost.total);
  });

  it("splits into two half-yearly payments", () => {
    expect(yearlyCost({ price: 75_001, serviceCharge: 0, vatApplies: false, paymentTerms: "semiannual" })).toMatchObject({
      total: 75_001,
      payments: 2,
      instalment: 37_500,
      lastInstalment: 37_501,
    });
  });
});
