import { useTranslation } from "~/utils/translation";
import { distanceParts } from "~/utils/format";
import { radiusText } from "~/utils/filter-words";
import { pickLanguage } from "~/utils/localized";
import { useLanguage } from "~/utils/use-language";

/** What a page needs to name a landmark in either language. */
export interface LandmarkNames {
  name: string;
  nameAr: string;
}

/** "650 m to KAFD" / "650 م من كافد": how far a listing is from a landmark. */
export function useDistanceText() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (metres: number, landmark: LandmarkNames) => {
    const { unit, value } = distanceParts(metres);
    return t("distance.to", {
      distance: t(`distance.${unit}`, { value }),
      name: pickLanguage(landmark.name, landmark.nameAr, language).text,
    });
  };
}

/** The within-distance of a search, as its chip and select say it ("2 km", "500 m"). */
export function useRadiusText() {
  const { t } = useTranslation();
  return (metres: number) => radiusText(metres, t);
}
