import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { fallbackLng, i18nConfig, isLanguage } from "~/i18n";

async function hydrate() {
  // The server already chose the language and wrote it on <html lang>; follow it.
  const documentLanguage = document.documentElement.lang;
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng: isLanguage(documentLanguage) ? documentLanguage : fallbackLng });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
