import type { LoaderFunctionArgs } from "@remix-run/node";
import { listInquiries } from "~/models/inquiries.server";
import { parseInquiryFilters } from "~/schemas/inquiry-desk";
import { requireAdmin } from "~/services/auth.server";
import { getLanguage, translatorFor } from "~/services/i18n.server";
import { csvFilterRefused, csvResponse, toCsv } from "~/utils/csv";
import { riyadhDate, riyadhDateTime } from "~/utils/format";
import { pickLanguage } from "~/utils/localized";
import { readAllPages } from "~/utils/pagination";

// /admin/dashboard/inquiries.csv?kind=&status=&propertyId=&from=&to=&q=: the inbox the tab's filter finds,
// newest first, as a spreadsheet in the admin's language (times in Riyadh).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const parsed = parseInquiryFilters(new URL(request.url).searchParams);
  if (!parsed.success) return csvFilterRefused(parsed.problems);
  const { filters } = parsed;
  const language = await getLanguage(request);
  const [t, inquiries] = await Promise.all([translatorFor(language), readAllPages((paging) => listInquiries({ ...filters, ...paging }))]);
  const body = toCsv(
    [
      t("admin.csv.id"),
      t("admin.inquiries.kind"),
      t("admin.inquiries.date"),
      t("admin.inquiries.status"),
      t("admin.inquiries.name"),
      t("admin.inquiries.email"),
      t("admin.inquiries.phone"),
      t("admin.inquiries.listing"),
      t("admin.inquiries.property"),
      t("admin.inquiries.subject"),
      t("admin.inquiries.message"),
      t("admin.inquiries.note"),
      t("admin.inquiries.statusChangedAt"),
      t("admin.inquiries.language"),
    ],
    inquiries.map((inquiry) => [
      inquiry.id,
      t(`admin.inquiries.kinds.${inquiry.kind}`),
      riyadhDateTime(inquiry.createdAt),
      t(`admin.inquiries.statuses.${inquiry.status}`),
      inquiry.name,
      inquiry.email,
      inquiry.phone,
      inquiry.propertyId,
      // The listing's title in the file's language (issue 50), the other one when it has none.
      pickLanguage(inquiry.propertyTitle, inquiry.propertyTitleAr, language).text,
      inquiry.subject,
      inquiry.message,
      inquiry.note,
      inquiry.statusChangedAt ? riyadhDateTime(inquiry.statusChangedAt) : null,
      inquiry.language ? t(`admin.inquiries.languages.${inquiry.language}`) : null,
    ]),
  );
  return csvResponse(`inquiries-${riyadhDate(new Date())}.csv`, body);
}
