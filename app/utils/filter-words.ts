import type { Translate } from "~/utils/translator";
import type { Language } from "~/i18n";
import type { PropertyFilters } from "~/schemas/filters";
import { activeFilterChips, type FilterChip } from "~/schemas/filters-query";
import { distanceParts, formatNumber } from "~/utils/format";
import { floorName } from "~/utils/office-facts";

/** Name a district and a landmark (by its slug) in the words' language. */
export interface PlaceNames {
  district: (name: string) => string;
  landmark: (slug: string) => string;
}

/** "500 m" / "1.5 km" in the words' language: a `within` radius. */
export function radiusText(metres: number, t: Translate) {
  const { unit, value } = distanceParts(metres);
  return t(`distance.${unit}`, { value: unit === "km" ? value.replace(/\.0$/, "") : value });
}

/**
 * One active filter in words, in `language`: the browse page's chips, and a search alert's mails and pages
 * (issue 35), which say the search the same way.
 */
export function filterChipText(chip: FilterChip, t: Translate, language: Language, names: PlaceNames) {
  switch (chip.kind) {
    case "q":
      return t("browse.chipWords", { words: chip.value });
    case "district":
      return names.district(chip.value);
    case "near":
      return t("browse.chipNear", { distance: radiusText(chip.within, t), name: names.landmark(chip.value) });
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
    case "price":
    case "size":
    case "pricePerSqm":
    case "floor": {
      // Only the bounds given (issue 49): "up to 350,000 SAR", never a slider's end as a minimum.
      const bound = (value: number | undefined) =>
        value === undefined ? undefined : chip.kind === "floor" ? floorName(value, t, language) : formatNumber(value, language);
      const [min, max] = [bound(chip.min), bound(chip.max)];
      const range = min !== undefined && max !== undefined ? "Range" : min !== undefined ? "From" : "UpTo";
      return t(`browse.chip${RANGE_WORDS[chip.kind]}${range}`, { min, max });
    }
  }
}

const RANGE_WORDS = { price: "Price", size: "Size", pricePerSqm: "PricePerSqm", floor: "Floor" } as const;

/** A whole search in words ("Olaya · 50,000 to 120,000 SAR"), or "All offices" when nothing narrows it. */
export function searchInWords(filters: PropertyFilters, t: Translate, language: Language, names: PlaceNames) {
  const chips = activeFilterChips(filters);
  if (chips.length === 0) return t("alerts.allListings");
  return chips.map((chip) => filterChipText(chip, t, language, names)).join(" · ");
}
