import type { Language } from "~/i18n";
import { useTranslation } from "./translation";

/** The language the page's texts are in. */
export function useLanguage(): Language {
  return useTranslation().language;
}
