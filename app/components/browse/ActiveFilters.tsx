import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PropertyFilters } from "~/schemas/filters";
import { activeFilterChips, type FilterChip, filtersToQuery, type View } from "~/schemas/filters-query";
import { formatNumber } from "~/utils/format";
import { floorName } from "~/utils/office-facts";
import { useLanguage } from "~/utils/use-language";
import { useDistrictText } from "../DistrictNames";
import { type LandmarkNames, useRadiusText } from "../DistanceTo";
import { pickLanguage } from "~/utils/localized";
import { Icon } from "../ui/Icon";

/**
 * The filters in force as chips above the results; each is a link to the same search without it.
 * `showClearAll` is off where the empty results already offer that link.
 */
export function ActiveFilters({
  filters,
  view,
  defaultView,
  showClearAll,
  landmarks,
}: {
  filters: PropertyFilters;
  view: View;
  defaultView: View;
  showClearAll: boolean;
  /** To name the `near` landmark. */
  landmarks: readonly (LandmarkNames & { slug: string })[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const districtName = useDistrictText();
  const radiusText = useRadiusText();
  const chips = activeFilterChips(filters);
  if (chips.length === 0) return null;

  const label = (chip: FilterChip) => {
    switch (chip.kind) {
      case "q":
        return t("browse.chipWords", { words: chip.value });
      case "district":
        return districtName(chip.value).text;
      case "near": {
        const landmark = landmarks.find((known) => known.slug === chip.value);
        const name = landmark ? pickLanguage(landmark.name, landmark.nameAr, language).text : chip.value;
        return t("browse.chipNear", { distance: radiusText(chip.within), name });
      }
      case "type":
        return t(`propertyTypes.${chip.value}`, { defaultValue: chip.value });
      case "amenity":
        return t(`amenities.${chip.value}`, { defaultValue: chip.value });
      case "furnished":
        return chip.value ? t("browse.furnishedYes") : t("browse.furnishedNo");
      case "confirmed":
        return t("browse.confirmedFilter");
      case "fitOut":
        return t(`office.fitOuts.${chip.value}`, { defaultValue: chip.value });
      case "pricePerSqm":
      case "floor": {
        const bound = (value: number | undefined) =>
          value === undefined ? undefined : chip.kind === "floor" ? floorName(value, t, language) : formatNumber(value, language);
        const [min, max] = [bound(chip.min), bound(chip.max)];
        const range = min !== undefined && max !== undefined ? "Range" : min !== undefined ? "From" : "UpTo";
        return t(`browse.chip${chip.kind === "floor" ? "Floor" : "PricePerSqm"}${range}`, { min, max });
      }
      case "price":
      case "size":
        return t(chip.kind === "price" ? "browse.chipPrice" : "browse.chipSize", {
          min: formatNumber(chip.min, language),
          max: formatNumber(chip.max, language),
        });
    }
  };
  const hrefWithout = (chip: FilterChip) => {
    const query = filtersToQuery(chip.without, { view, defaultView });
    return `${pathname}${query.size > 0 ? `?${query}` : ""}`;
  };

  return (
    <nav aria-label={t("browse.activeFilters")} className="mt-3">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => {
          const text = label(chip);
          return (
            <li key={`${chip.kind}:${"value" in chip ? String(chip.value) : ""}`}>
              <Link
                to={hrefWithout(chip)}
                preventScrollReset
                aria-label={t("browse.removeFilter", { filter: text })}
                className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-raised px-3 py-1 text-sm hover:bg-surface-muted"
              >
                {text}
                <Icon name="close" className="size-3.5" />
              </Link>
            </li>
          );
        })}
        {showClearAll ? (
          <li>
            <Link to={pathname} className="text-sm underline underline-offset-4">
              {t("browse.clearAll")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
