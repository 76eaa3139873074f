import { data } from "@remix-run/node";
import type { Language } from "~/i18n";
import type { InquiryRow } from "~/models/inquiries.server";
import { parseInquiryFilters } from "~/schemas/inquiry-desk";
import { translatorFor } from "~/services/i18n.server";
import { pickLanguage } from "~/utils/localized";

// Code the inquiries tab, its CSV and the admin API share.

/** An inquiry as the admin API shows it: `note` is the newest note; one inquiry (PATCH's answer) has all of them as `notes`. */
export function inquiryJson(inquiry: InquiryRow & { notes?: unknown[] }) {
  const { id, kind, name, email, phone, propertyId, propertyTitle, propertyTitleAr, subject, message, createdAt } = inquiry;
  const { status, note, notes, statusChangedAt, language } = inquiry;
  return {
    ...{ id, kind, name, email, phone, propertyId, propertyTitle, propertyTitleAr, subject, message, createdAt },
    ...{ status, note, ...(notes ? { notes } : {}), statusChangedAt, language },
  };
}

/** The tab's filters from the URL; a malformed one is a 400 naming its problems. */
export function requireInquiryFilters(url: URL) {
  const parsed = parseInquiryFilters(url.searchParams);
  if (!parsed.success) throw data({ problems: parsed.problems }, { status: 400 });
  return parsed.filters;
}

/**
 * The reply the desk drafts (an email's subject and greeting, WhatsApp's text) in the visitor's language,
 * which the inquiry keeps; inquiries older than that (no language) get the admin's page language.
 */
export async function replyDraft(inquiry: InquiryRow, pageLanguage: Language) {
  const language = inquiry.language ?? pageLanguage;
  const t = await translatorFor(language);
  const subject =
    inquiry.propertyId === null
      ? t("admin.inquiries.replySubjectGeneral", { subject: inquiry.subject })
      : t("admin.inquiries.replySubject", { title: pickLanguage(inquiry.propertyTitle, inquiry.propertyTitleAr, language).text });
  return { language, subject, greeting: t("admin.inquiries.replyGreeting", { name: inquiry.name }) };
}
export type ReplyDraft = Awaited<ReturnType<typeof replyDraft>>;
