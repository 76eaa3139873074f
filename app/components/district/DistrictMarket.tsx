import { useTranslation } from "~/utils/translation";
import { ChartFigure } from "~/components/charts/ChartFigure";
import { type Series, StackedBarChart } from "~/components/charts/StackedBarChart";
import { formatNumber, formatShortMonth } from "~/utils/format";
import { useLanguage } from "~/utils/use-language";

type Whole = number | null;

/** A district's market figures, as the model reads them (GET /api/districts/{slug}/market has the same). */
export interface MarketFigures {
  listings: number;
  pricePerSqm: { min: Whole; q1: Whole; median: Whole; q3: Whole; max: Whole };
  size: { q1: Whole; median: Whole; q3: Whole };
  price: { min: Whole; max: Whole };
  months: { month: string; listings: number; medianPricePerSqm: Whole; medianSize: Whole }[];
}

/**
 * The district's figures now (at the top of its page), then, after its listings, two server-drawn charts
 * of the last 12 months (live listings, and their median rent per m²), each with its table behind
 * "Show as table": no script needed.
 */
export function DistrictMarket({ market, district, part }: { market: MarketFigures; district: string; part: "figures" | "charts" }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dir = language === "ar" ? "rtl" : "ltr";
  const number = (value: Whole) => (value === null ? "–" : formatNumber(value, language));
  const range = (low: Whole, high: Whole, key: "perSqmRange" | "sizeRange") =>
    low === null ? "–" : t(`district.market.${key}`, { min: number(low), max: number(high) });
  const { pricePerSqm: rent, size } = market;
  const figures = [
    { key: "listings", label: t("district.offices"), value: number(market.listings) },
    {
      key: "median",
      label: t("district.medianPerSqm"),
      value: rent.median === null ? "–" : t("district.perSqmYear", { price: number(rent.median) }),
    },
    { key: "range", label: t("district.market.rentRange"), value: range(rent.min, rent.max, "perSqmRange") },
    { key: "iqr", label: t("district.market.rentMiddle"), value: range(rent.q1, rent.q3, "perSqmRange") },
    {
      key: "size",
      label: t("district.market.medianSize"),
      value: size.median === null ? "–" : t("district.market.sqm", { size: number(size.median) }),
    },
    { key: "sizes", label: t("district.market.sizeMiddle"), value: range(size.q1, size.q3, "sizeRange") },
  ];
  const months = market.months.map((month) => ({ ...month, label: formatShortMonth(month.month, language) }));
  const first = months[0]?.label ?? "";
  const last = months.at(-1)?.label ?? "";
  const charts = [
    {
      id: "market-listings",
      title: t("district.market.listingsTitle", { district }),
      header: t("district.market.listingsColumn"),
      value: (month: (typeof months)[number]) => month.listings,
      text: (total: number) => number(total),
    },
    {
      id: "market-rent",
      title: t("district.market.rentTitle", { district }),
      header: t("district.market.rentColumn"),
      value: (month: (typeof months)[number]) => month.medianPricePerSqm,
      // A month without listings has no median: no column, a dash.
      text: (total: number) => (total === 0 ? "–" : number(total)),
    },
  ];
  if (part === "figures") {
    return (
      <dl className="mt-6 grid max-w-4xl gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-xl border border-line bg-surface-raised px-4 py-3">
            <dt className="text-sm text-ink-muted">{figure.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-ink">{figure.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <section aria-labelledby="market-title" className="mx-auto max-w-7xl px-4 pb-10">
      <h2 id="market-title" className="text-xl font-semibold">
        {t("district.market.title")}
      </h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-2 lg:items-start">
        {charts.map((chart) => {
          const series: Series[] = [{ key: "value", label: chart.header, fillClass: "fill-brand" }];
          return (
            <ChartFigure
              key={chart.id}
              id={chart.id}
              title={chart.title}
              table={{
                headers: [t("district.market.month"), chart.header],
                rows: months.map((month) => ({ key: month.month, cells: [month.label, number(chart.value(month))] })),
              }}
            >
              <StackedBarChart
                id={`${chart.id}-svg`}
                title={chart.title}
                description={t("district.market.chartSummary", { from: first, to: last })}
                series={series}
                columns={months.map((month) => ({ key: month.month, label: month.label, values: { value: chart.value(month) ?? 0 } }))}
                totalText={chart.text}
                dir={dir}
              />
            </ChartFigure>
          );
        })}
      </div>
      <p className="mt-3 max-w-3xl text-sm text-ink-muted">{t("district.market.rule")}</p>
    </section>
  );
}
