import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import type { PropertyFilters } from "~/schemas/filters";
import { activeFilterChips, type FilterChip, filtersToQuery, type View } from "~/schemas/filters-query";
import { filterChipText } from "~/utils/filter-words";
import { useLanguage } from "~/utils/use-language";
import { useDistrictText } from "../DistrictNames";
import type { LandmarkNames } from "../DistanceTo";
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
  const chips = activeFilterChips(filters);
  if (chips.length === 0) return null;

  const names = {
    district: (name: string) => districtName(name).text,
    landmark: (slug: string) => {
      const landmark = landmarks.find((known) => known.slug === slug);
      return landmark ? pickLanguage(landmark.name, landmark.nameAr, language).text : slug;
    },
  };
  const label = (chip: FilterChip) => filterChipText(chip, t, language, names);
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
