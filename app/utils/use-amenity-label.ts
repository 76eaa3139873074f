import { useTranslation } from "~/utils/translation";
import { amenityNameAr, knownAmenity } from "./amenities";
import { useLanguage } from "./use-language";
import { useRootData } from "./use-root-data";

/**
 * An amenity's name in the page's language: the vocabulary names the known ones (however a listing wrote
 * them), `amenity_names` the custom ones an admin typed (their English name until someone gives the Arabic one).
 */
export function useAmenityLabel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const namesAr: Record<string, string> = useRootData()?.amenityNamesAr ?? {};
  return (amenity: string) => {
    const known = knownAmenity(amenity);
    if (known) return t(`amenities.${known.name}`);
    return language === "ar" ? amenityNameAr(amenity, namesAr) : amenity;
  };
}
