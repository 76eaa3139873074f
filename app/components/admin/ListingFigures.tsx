import { useTranslation } from "~/utils/translation";
import { formatNumber, formatPercent } from "~/utils/format";
import { useLanguage } from "~/utils/use-language";

/**
 * A listing's last 30 days (`recentViewsAndInquiries`): its views, inquiries and inquiries per 100 views;
 * the dashboard's properties table and an advertiser's own listings (issue 51) show the same figures.
 */
export function ListingFigures({ views, inquiries, rate }: { views: number; inquiries: number; rate: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <dl className="grid grid-cols-[auto_auto] justify-start gap-x-2 whitespace-nowrap">
      <dt className="text-ink-muted">{t("admin.properties.views")}</dt>
      <dd className="tabular-nums">{formatNumber(views, language)}</dd>
      <dt className="text-ink-muted">{t("admin.properties.inquiries")}</dt>
      <dd className="tabular-nums">{formatNumber(inquiries, language)}</dd>
      <dt className="text-ink-muted">{t("admin.properties.rate")}</dt>
      <dd>
        <RateCell rate={rate} />
      </dd>
    </dl>
  );
}

/** Inquiries per 100 views as a percentage; a dash, named for assistive technology, without views. */
function RateCell({ rate }: { rate: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (rate === null) {
    return (
      <span className="text-ink-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t("admin.properties.noViews")}</span>
      </span>
    );
  }
  return <span className="tabular-nums">{formatPercent(rate, language)}</span>;
}
