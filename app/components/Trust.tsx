import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RootLoader } from "~/root";
import { riyadhDate } from "~/utils/format";
import { agoText, freshness } from "~/utils/freshness";
import { useLanguage } from "~/utils/use-language";
import { Icon } from "./ui/Icon";

/**
 * Today in Riyadh, from the root loader: the server and the hydrating browser count days from the same
 * date, and a cached page is rendered again when the day changes (its loader data changes).
 */
export function useToday() {
  return useRouteLoaderData<RootLoader>("root")?.today ?? riyadhDate(new Date());
}

/** "Confirmed 3 days ago" (a card) or "Availability confirmed today" (a listing's page); past 30 days a warning. */
export function ConfirmedAvailability({
  confirmedAt,
  long = false,
  className = "",
}: {
  confirmedAt: Date | string;
  long?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = freshness(confirmedAt, useToday());
  if (state.stale) {
    return (
      <p data-testid="confirmed" className={`inline-flex items-center gap-1 font-medium text-accent ${className}`}>
        <Icon name="clock" className="size-4 shrink-0" />
        {t("trust.notConfirmedRecently")}
      </p>
    );
  }
  const ago = agoText(state.days, language);
  const when = t(ago.key, { days: ago.days });
  return (
    <p data-testid="confirmed" className={`inline-flex items-center gap-1 text-ink-muted ${className}`}>
      <Icon name="clock" className="size-4 shrink-0" />
      {long ? t("trust.availabilityConfirmed", { when }) : t("trust.confirmed", { when })}
    </p>
  );
}

/** The small licence check on a card: the word for the eye, the licence number for screen readers and on hover. */
export function LicenceBadge({ number }: { number: string }) {
  const { t } = useTranslation();
  const label = t("trust.badgeLabel", { number });
  return (
    <p title={label} className="inline-flex items-center gap-1 font-medium text-brand-strong">
      <Icon name="shieldCheck" className="size-4 shrink-0" />
      <span aria-hidden="true">{t("trust.badge")}</span>
      <span className="sr-only">{label}</span>
    </p>
  );
}
