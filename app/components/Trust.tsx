import { useTranslation } from "~/utils/translation";
import { confirmedAgo } from "~/utils/freshness";
import { useLanguage } from "~/utils/use-language";
import { Icon } from "./ui/Icon";
import { useRootData } from "~/utils/use-root-data";

/**
 * "Confirmed 3 days ago" (`textKey` says what was confirmed), or past 30 days a warning. Days are counted
 * from the root loader's date: the server and the hydrating browser agree, and a kept page is rendered
 * again when the day changes (its loader data changes).
 */
export function ConfirmedAvailability({
  confirmedAt,
  textKey = "trust.confirmed",
  className = "",
}: {
  confirmedAt: Date | string;
  textKey?: "trust.confirmed" | "trust.availabilityConfirmed";
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Root data is there on every page that shows a listing (only the root's own error page lacks it).
  const ago = confirmedAgo(confirmedAt, useRootData()!.today, language);
  return (
    <p className={`with-icon ${ago ? "text-ink-muted" : "font-medium text-accent"} ${className}`}>
      <Icon name="calendar" className="size-4" />
      {ago ? t(textKey, { when: t(ago.key, { days: ago.days }) }) : t("trust.notConfirmedRecently")}
    </p>
  );
}
