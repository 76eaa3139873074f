import { useTranslation } from "react-i18next";
import { amenityKey, isCustomAmenity } from "./amenities";
import { useLanguage } from "./use-language";
import { useRootData } from "./use-root-data";

/**
 * An amenity's name in the page's language: the locale files translate the fixed ones, `amenity_names`
 * the custom ones an admin typed (their English name until someone gives the Arabic one).
 */
export function useAmenityLabel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const namesAr: Record<string, string> = useRootData()?.amenityNamesAr ?? {};
  return (amenity: string) => {
    if (!isCustomAmenity(amenity)) return t(`amenities.${amenity}`, { defaultValue: amenity });
    return language === "ar" ? (namesAr[amenityKey(amenity)] ?? amenity) : amenity;
  };
}
