import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPropertiesForAdmin } from "~/models/admin-properties.server";
import { parseAdminTableQuery } from "~/schemas/admin-table";
import { requireAdmin } from "~/services/auth.server";
import { getLanguage, translatorFor } from "~/services/i18n.server";
import { csvFilterRefused, csvResponse, toCsv } from "~/utils/csv";
import { riyadhDate } from "~/utils/format";
import { pickLanguage } from "~/utils/localized";
import { OFFICE_FACT_KEYS } from "~/utils/office-facts";
import { readAllPages } from "~/utils/pagination";

// /admin/dashboard/properties.csv?<the table's view>: the listings the properties table shows (same
// filters, same order), all pages, as a spreadsheet in the admin's language.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const parsed = parseAdminTableQuery(new URL(request.url).searchParams);
  if (!parsed.success) return csvFilterRefused(parsed.problems);
  const view = parsed.query;
  const language = await getLanguage(request);
  const [t, properties] = await Promise.all([translatorFor(language), readAllPages((paging) => listPropertiesForAdmin(view, paging))]);
  const body = toCsv(
    [
      t("admin.csv.id"),
      t("admin.properties.title"),
      t("admin.form.titleAr"),
      t("admin.form.building"),
      t("admin.properties.district"),
      t("admin.properties.type"),
      t("admin.properties.price"),
      t("admin.properties.size"),
      t("admin.properties.featured"),
      t("admin.properties.publication"),
      t("property.floors"),
      ...OFFICE_FACT_KEYS.map((key) => t(`office.${key}`)),
    ],
    properties.map((property) => [
      property.id,
      property.title,
      property.titleAr,
      property.building,
      // The district and type as the admin's language names them, like the table on screen.
      pickLanguage(property.district, property.districtAr ?? "", language).text,
      t(`propertyTypes.${property.type}`, { defaultValue: property.type }),
      property.price,
      property.size,
      property.featured ? t("admin.csv.yes") : t("admin.csv.no"),
      property.publication === "published"
        ? t("admin.properties.published")
        : t(`admin.properties.unpublishedBecause.${property.publication}`),
      property.floors,
      // Numbers as numbers for the spreadsheet; a fit-out and yes/no in words; empty where not stated.
      ...OFFICE_FACT_KEYS.map((key) => {
        const value = property[key];
        if (value === null) return "";
        if (typeof value === "boolean") return value ? t("admin.csv.yes") : t("admin.csv.no");
        return key === "fitOut" ? t(`office.fitOuts.${value}`) : value;
      }),
    ]),
  );
  return csvResponse(`properties-${riyadhDate(new Date())}.csv`, body);
}
