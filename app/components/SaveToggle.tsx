import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/utils/use-hydrated";
import { Icon } from "./ui/Icon";

/** The save heart: a local flag only (nothing is stored yet), so it appears only where scripts run. */
export function SaveToggle({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [saved, setSaved] = useState(false);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => setSaved((value) => !value)}
      aria-pressed={saved}
      aria-label={saved ? t("card.unsave") : t("card.save")}
      className={`rounded-full bg-surface-raised/90 p-2 shadow hover:bg-surface-raised ${saved ? "text-danger" : "text-ink"} ${className}`}
    >
      <Icon name="heart" className={`size-5 ${saved ? "fill-current" : ""}`} />
    </button>
  );
}
