import type { PropertyRow } from "../../drizzle/schema";

/** Saudi VAT: commercial rent carries it, on the rent and the service charge alike. */
export const VAT_PERCENT = 15;

export type PaymentTerms = PropertyRow["paymentTerms"];
export const PAYMENTS_PER_YEAR: Record<PaymentTerms, number> = { annual: 1, semiannual: 2, quarterly: 4, monthly: 12 };

export interface YearlyCost {
  rent: number;
  serviceCharge: number;
  /** VAT on rent plus service charge; 0 when it does not apply. */
  vat: number;
  total: number;
  payments: number;
  /** Each payment but the last. */
  instalment: number;
  /** The last payment takes the few riyals rounding leaves, so the payments add up to the total exactly. */
  lastInstalment: number;
}

/**
 * What a tenant pays in a year, in whole SAR: rent, service charge, VAT when it applies, and the
 * instalments of the payment terms. Instalments are the total divided and rounded down; the last one
 * takes the remainder (under one riyal per payment), so what the page shows adds up to the total.
 */
export function yearlyCost(listing: Pick<PropertyRow, "price" | "serviceCharge" | "vatApplies" | "paymentTerms">): YearlyCost {
  const rent = listing.price;
  const serviceCharge = listing.serviceCharge;
  // Whole numbers throughout: (rent + charge) × 15 / 100, rounded half up, never a float like 0.15.
  const vat = listing.vatApplies ? Math.round(((rent + serviceCharge) * VAT_PERCENT) / 100) : 0;
  const total = rent + serviceCharge + vat;
  const payments = PAYMENTS_PER_YEAR[listing.paymentTerms];
  const instalment = Math.floor(total / payments);
  return { rent, serviceCharge, vat, total, payments, instalment, lastInstalment: total - instalment * (payments - 1) };
}
