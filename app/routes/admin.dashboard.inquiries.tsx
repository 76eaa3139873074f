import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/admin/DataTable";
import { DateTime } from "~/components/ui/DateTime";
import { LocalizedText } from "~/components/ui/LocalizedText";
import { AdminPagination } from "~/components/admin/Pagination";
import { countInquiries, listInquiries } from "~/models/inquiries.server";
import { requireAdmin } from "~/services/auth.server";
import { pickLanguage } from "~/utils/localized";
import { pageWindow } from "~/utils/pagination";
import { useLanguage } from "~/utils/use-language";

const MESSAGE_PREVIEW = 80;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const total = await countInquiries();
  const { page, pages, limit, offset } = pageWindow(new URL(request.url), total);
  return { inquiries: await listInquiries({ limit, offset }), total, page, pages };
}

export default function InquiriesTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { inquiries, total, page, pages } = useLoaderData<typeof loader>();
  return (
    <>
      <DataTable
        caption={t("admin.inquiriesTab", { count: total })}
        empty={t("admin.inquiries.empty")}
        headers={[
          t("admin.inquiries.name"),
          t("admin.inquiries.email"),
          t("admin.inquiries.phone"),
          t("admin.inquiries.property"),
          t("admin.inquiries.date"),
          t("admin.inquiries.message"),
        ]}
        rows={inquiries.map((inquiry) => ({
          key: inquiry.id,
          // What visitors typed keeps its own direction inside the page's (<bdi>, dir="auto").
          cells: [
            <bdi key="name">{inquiry.name}</bdi>,
            <a key="email" href={`mailto:${inquiry.email}`} className="underline">
              {inquiry.email}
            </a>,
            <span key="phone" dir="ltr" className="whitespace-nowrap">
              {inquiry.phone}
            </span>,
            <Link key="property" to={`/property/${inquiry.propertyId}`} className="underline">
              {inquiry.propertyTitle === null ? (
                `#${inquiry.propertyId}`
              ) : (
                <LocalizedText value={pickLanguage(inquiry.propertyTitle, inquiry.propertyTitleAr ?? "", language)} />
              )}
            </Link>,
            inquiry.createdAt ? (
              <DateTime key="date" value={inquiry.createdAt} className="whitespace-nowrap" />
            ) : (
              t("admin.inquiries.notAvailable")
            ),
            <span key="message" dir="auto" title={inquiry.message}>
              {inquiry.message.length > MESSAGE_PREVIEW ? `${inquiry.message.slice(0, MESSAGE_PREVIEW)}…` : inquiry.message}
            </span>,
          ],
        }))}
      />
      <AdminPagination page={page} pages={pages} path="/admin/dashboard/inquiries" />
    </>
  );
}
