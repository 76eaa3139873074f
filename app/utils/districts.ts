import type { Language } from "~/i18n";
import { RIYADH_DISTRICTS } from "./riyadh-districts";

const ARABIC_NAMES = new Map<string, string>(RIYADH_DISTRICTS.map((district) => [district.name, district.nameAr]));

/** A district's name in the page language; districts added later by the admin keep their own name. */
export function districtLabel(name: string, language: Language) {
  return language === "ar" ? (ARABIC_NAMES.get(name) ?? name) : name;
}
