import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { ATTENTION_FILTERS, type AttentionFilter } from "~/schemas/admin-table";
import { formatNumber } from "~/utils/format";
import { useLanguage } from "~/utils/use-language";

/** The "Needs attention" counts, each a link to the table filtered to those listings (plain links: no script needed). */
export function AttentionStrip({ counts, active }: { counts: Record<AttentionFilter, number>; active: AttentionFilter | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="attention-title" className="mb-6">
      <h2 id="attention-title" className="mb-2 text-sm font-semibold text-ink-muted">
        {t("admin.attention.title")}
      </h2>
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {ATTENTION_FILTERS.map((filter) => (
          <li key={filter}>
            <Link
              to={active === filter ? "/admin/dashboard" : `/admin/dashboard?attention=${filter}`}
              aria-current={active === filter ? "page" : undefined}
              className={`flex h-full items-center gap-3 rounded-xl border px-3 py-2 text-sm hover:bg-surface-muted ${active === filter ? "border-brand bg-brand-soft" : "border-line"}`}
            >
              <span className={`text-2xl font-bold tabular-nums ${counts[filter] > 0 && filter !== "expiring" ? "text-danger" : ""}`}>
                {formatNumber(counts[filter], language)}
              </span>
              <span className="font-medium">{t(`admin.attention.filters.${filter}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
