import { data } from "@remix-run/node";
import type { InquiryRow } from "~/models/inquiries.server";
import { parseInquiryFilters } from "~/schemas/inquiry-desk";

// Code the inquiries tab, its CSV and the admin API share.

/** An inquiry as the admin API shows it. */
export function inquiryJson(inquiry: InquiryRow) {
  const {
    id,
    kind,
    name,
    email,
    phone,
    propertyId,
    propertyTitle,
    propertyTitleAr,
    subject,
    message,
    createdAt,
    status,
    note,
    statusChangedAt,
  } = inquiry;
  return {
    id,
    kind,
    name,
    email,
    phone,
    propertyId,
    propertyTitle,
    propertyTitleAr,
    subject,
    message,
    createdAt,
    status,
    note,
    statusChangedAt,
  };
}

/** The tab's filters from the URL; a malformed one is a 400 naming its problems. */
export function requireInquiryFilters(url: URL) {
  const parsed = parseInquiryFilters(url.searchParams);
  if (!parsed.success) throw data({ problems: parsed.problems }, { status: 400 });
  return parsed.filters;
}
