import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AttentionStrip } from "~/components/admin/AttentionStrip";
import { type Bar, BarChart } from "~/components/charts/BarChart";
import { ChartFigure } from "~/components/charts/ChartFigure";
import { Legend, type Series, StackedBarChart } from "~/components/charts/StackedBarChart";
import { Icon } from "~/components/ui/Icon";
import { LocalizedText } from "~/components/ui/LocalizedText";
import {
  attentionCounts,
  inquiriesPerWeek,
  medianPricePerSqmPerDistrict,
  publishedListingsPerDistrict,
  topListingsByInquiries,
} from "~/models/overview.server";
import { getMailSettings } from "~/models/outbox.server";
import { INQUIRY_STATUSES } from "~/schemas/inquiry-desk";
import { requireAdmin } from "~/services/auth.server";
import { getT } from "~/services/i18n.server";
import { districtText } from "~/utils/district-names";
import { formatDate, formatNumber, formatShortDate } from "~/utils/format";
import { pickLanguage } from "~/utils/localized";
import { pageTitle } from "~/utils/meta";
import { useLanguage } from "~/utils/use-language";

// The overview tab (issue 16): server-drawn SVG charts, each with a text alternative and its data as a
// table behind a <details> toggle, so all of it works without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const now = new Date();
  const [t, weeks, perDistrict, medians, top, attention, mail] = await Promise.all([
    getT(request),
    inquiriesPerWeek(now),
    publishedListingsPerDistrict(),
    medianPricePerSqmPerDistrict(),
    topListingsByInquiries(now),
    attentionCounts(),
    getMailSettings(admin.id),
  ]);
  // Issue 50: asking for a mail per inquiry without an address means nobody is told, so the overview says so first.
  const unannounced = Boolean(mail?.notifyInquiries && !mail.email);
  return { title: t("admin.overview.metaTitle"), weeks, perDistrict, medians, top, attention, unannounced };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

// Literal class names, so Tailwind generates them (tailwind.css has the tokens for both themes).
const STATUS_FILL: Record<(typeof INQUIRY_STATUSES)[number], string> = {
  new: "fill-chart-new",
  contacted: "fill-chart-contacted",
  viewing: "fill-chart-viewing",
  won: "fill-chart-won",
  lost: "fill-chart-lost",
};

export default function Overview() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { weeks, perDistrict, medians, top, attention, unannounced } = useLoaderData<typeof loader>();
  const dir = language === "ar" ? "rtl" : "ltr";
  const number = (value: number) => formatNumber(value, language);

  const series: Series[] = INQUIRY_STATUSES.map((status) => ({
    key: status,
    label: t(`admin.inquiries.statuses.${status}`),
    fillClass: STATUS_FILL[status],
  }));
  const weekTotals = weeks.map((week) => INQUIRY_STATUSES.reduce((sum, status) => sum + week.counts[status], 0));
  const busiest = weekTotals.indexOf(Math.max(...weekTotals));
  const total = weekTotals.reduce((sum, value) => sum + value, 0);
  const [from, to] = [formatDate(weeks[0]!.week, language), formatDate(weeks.at(-1)!.week, language)];

  /** A district's bar, named in the page's language. */
  const districtBar = (row: { district: string; districtAr: string | null }, value: number, valueText: string): Bar => {
    const name = districtText({ name: row.district, nameAr: row.districtAr ?? "" }, language);
    return { key: row.district, label: name.text, lang: name.lang, value, valueText };
  };
  const districtBars = perDistrict.map((row) => districtBar(row, row.listings, number(row.listings)));
  const medianBars = medians.map((row) =>
    districtBar(row, row.median, t("admin.overview.median.valueText", { value: number(row.median) })),
  );
  const topBars: Bar[] = top.map((row) => {
    const title = pickLanguage(row.title, row.titleAr, language);
    return { key: String(row.id), label: title.text, lang: title.lang, value: row.inquiries, valueText: number(row.inquiries) };
  });

  return (
    <>
      <h2 className="sr-only">{t("admin.overview.heading")}</h2>
      {unannounced ? <NoAddressWarning /> : null}
      <AttentionStrip counts={attention} active={null} />
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <ChartFigure
          id="chart-weeks"
          title={t("admin.overview.weeks.title")}
          table={{
            headers: [t("admin.overview.weeks.week"), ...series.map((one) => one.label), t("admin.overview.weeks.total")],
            // A table of zeros is still the answer: every week is a row.
            rows: weeks.map((week, index) => ({
              key: week.week,
              cells: [
                formatDate(week.week, language),
                ...INQUIRY_STATUSES.map((status) => number(week.counts[status])),
                number(weekTotals[index]!),
              ],
            })),
          }}
          footer={<Legend series={series} label={t("admin.overview.weeks.legend")} />}
        >
          <StackedBarChart
            id="chart-weeks-svg"
            title={t("admin.overview.weeks.title")}
            description={
              total === 0
                ? t("admin.overview.weeks.summaryEmpty", { from, to })
                : t("admin.overview.weeks.summary", {
                    // The count picks the plural form ("3 استفسارات", "11 استفسارًا"); the text shows it formatted.
                    count: total,
                    total: number(total),
                    from,
                    to,
                    week: formatDate(weeks[busiest]!.week, language),
                    busiest: number(weekTotals[busiest]!),
                  })
            }
            series={series}
            columns={weeks.map((week) => ({ key: week.week, label: formatShortDate(week.week, language), values: week.counts }))}
            dir={dir}
          />
        </ChartFigure>
        <BarFigure
          id="chart-districts"
          title={t("admin.overview.districts.title")}
          bars={districtBars}
          headers={[t("admin.overview.district"), t("admin.overview.districts.listings")]}
          dir={dir}
        />
        <BarFigure
          id="chart-median"
          title={t("admin.overview.median.title")}
          bars={medianBars}
          headers={[t("admin.overview.district"), t("admin.overview.median.value"), t("admin.overview.median.listings")]}
          extra={medians.map((row) => number(row.listings))}
          dir={dir}
        />
        <BarFigure
          id="chart-top"
          title={t("admin.overview.top.title")}
          bars={topBars}
          headers={[t("admin.overview.top.listing"), t("admin.overview.top.inquiries")]}
          links={top.map((row) => `/property/${row.id}`)}
          dir={dir}
        />
      </div>
    </>
  );
}

/** The admin asked for a mail per new inquiry but gave no address: nobody hears of new leads. */
function NoAddressWarning() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="no-address-title"
      data-testid="no-address-warning"
      className="mb-6 rounded-xl border border-danger bg-danger-soft p-4 text-ink"
    >
      <h3 id="no-address-title" className="flex items-center gap-2 font-semibold text-danger">
        <Icon name="mail" className="size-5 shrink-0" />
        {t("admin.overview.noAddress.title")}
      </h3>
      <p className="mt-1 text-sm">{t("admin.overview.noAddress.text")}</p>
      <Link to="/admin/dashboard/outbox#mail-settings" className="mt-2 inline-block text-sm font-semibold underline underline-offset-2">
        {t("admin.overview.noAddress.link")}
      </Link>
    </section>
  );
}

interface BarFigureProps {
  id: string;
  title: string;
  bars: Bar[];
  headers: string[];
  /** A third column for the table, one cell per bar. */
  extra?: string[];
  /** Where each bar's name links to in the table. */
  links?: string[];
  dir: "ltr" | "rtl";
}

/** A bar chart in its figure, with a summary sentence (highest and lowest) and the bars as a table. */
function BarFigure({ id, title, bars, headers, extra, links, dir }: BarFigureProps) {
  const { t } = useTranslation();
  const first = bars[0];
  const last = bars.at(-1);
  const description =
    first && last
      ? t("admin.overview.barsSummary", {
          count: bars.length,
          first: first.label,
          firstValue: first.valueText,
          last: last.label,
          lastValue: last.valueText,
        })
      : "";
  return (
    <ChartFigure
      id={id}
      title={title}
      table={{
        headers,
        rows: bars.map((bar, index) => {
          const name = <LocalizedText value={{ text: bar.label, lang: bar.lang }} />;
          const link = links?.[index];
          return {
            key: bar.key,
            cells: [
              link ? (
                <Link to={link} className="underline underline-offset-2">
                  {name}
                </Link>
              ) : (
                name
              ),
              bar.valueText,
              ...(extra ? [extra[index]] : []),
            ],
          };
        }),
      }}
    >
      <BarChart id={`${id}-svg`} title={title} bars={bars} description={description} dir={dir} />
    </ChartFigure>
  );
}
