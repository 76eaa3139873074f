import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { fallbackLng, otherLanguage } from "~/i18n";
import { preloadTexts } from "~/utils/locale-parts";
import { useTranslation } from "~/utils/translation";
import { Icon } from "./ui/Icon";
import { useRootData } from "~/utils/use-root-data";

/** A plain link to the same page in the other language; the server remembers it in the lng cookie. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const location = useLocation();
  const language = useRootData()?.language ?? fallbackLng;
  const search = new URLSearchParams(location.search);
  search.set("lng", otherLanguage(language));

  // The spec keeps the choice in localStorage too; the cookie is what the server reads.
  useEffect(() => {
    localStorage.setItem("i18nextLng", language);
  }, [language]);

  // The browser holds only the page's language: fetch the other's texts when a switch looks likely,
  // so they are there when the new page arrives (TranslationProvider in root.tsx switches to them).
  const loadOtherLanguage = () => preloadTexts(otherLanguage(language));

  return (
    <Link
      to={{ pathname: location.pathname, search: `?${search}` }}
      preventScrollReset
      onPointerEnter={loadOtherLanguage}
      onPointerDown={loadOtherLanguage}
      onFocus={loadOtherLanguage}
      data-testid="button-language-toggle"
      hrefLang={otherLanguage(language)}
      className="inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-ink hover:bg-surface-muted"
    >
      <Icon name="globe" />
      {/* The accessible name starts with the visible text (WCAG 2.5.3), in its own language. */}
      <span lang={otherLanguage(language)}>{t("language.switchTo")}</span>
      <span className="sr-only"> ({t("language.switchToLabel")})</span>
    </Link>
  );
}
