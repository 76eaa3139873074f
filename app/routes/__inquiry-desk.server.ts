import { data } from "@remix-run/node";
import type { InquiryRow } from "~/models/inquiries.server";
import { describeIssues, queryToInput } from "~/schemas/filters";
import { INQUIRY_FILTER_KEYS, InquiryFiltersSchema } from "~/schemas/inquiry-desk";

// Code the inquiries tab, its CSV and the admin API share.

/** An inquiry as the admin API shows it. */
export function inquiryJson(inquiry: InquiryRow) {
  const { id, kind, name, email, phone, propertyId, subject, message, createdAt, status, note, statusChangedAt } = inquiry;
  return { id, kind, name, email, phone, propertyId, subject, message, createdAt, status, note, statusChangedAt };
}

/** The tab's (and its CSV's) filters from the URL; a malformed one is a 400 naming its problems. */
export function requireInquiryFilters(url: URL) {
  const filters = InquiryFiltersSchema.safeParse(queryToInput(url.searchParams, INQUIRY_FILTER_KEYS));
  if (!filters.success) throw data({ problems: describeIssues(filters.error) }, { status: 400 });
  return filters.data;
}
