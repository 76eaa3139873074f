import { useTranslation } from "react-i18next";
import { fallbackLng, isLanguage, type Language } from "~/i18n";

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : fallbackLng;
}
