import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultNS, fallbackLng, i18nConfig, isLanguage } from "~/i18n";
import { fetchLocalePart, needsAdminTexts } from "~/utils/locale-parts";

/**
 * i18next's loader in the browser: one language's texts from /locales/{lng} (the document preloads the
 * page's language, see root.tsx), with the dashboard's texts once the visitor is on an admin page. A
 * language switch (useChangeLanguage in root.tsx) loads the other language the same way.
 */
const localeBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(new Error(`unknown language ${language}`), false);
    const parts = needsAdminTexts(window.location.pathname) ? (["site", "admin"] as const) : (["site"] as const);
    // `true` asks i18next to retry (network errors); the texts are the whole "translation" namespace.
    Promise.all(parts.map((part) => fetchLocalePart(language, part))).then(
      (texts) => callback(null, Object.assign({}, ...texts) as ResourceKey),
      (error: Error) => callback(error, true),
    );
  },
};

async function hydrate() {
  // The server already chose the language and wrote it on <html lang>; follow it.
  const documentLanguage = document.documentElement.lang;
  const language = isLanguage(documentLanguage) ? documentLanguage : fallbackLng;
  // No fallback language: Arabic and English have the same keys (tests/unit/locales.test.ts), and a
  // fallback would make an Arabic page download the English texts too.
  // A failed fetch is retried twice (after 0.35 s and 0.7 s).
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({ ...i18nConfig, fallbackLng: false, lng: language, maxRetries: 2 });
  // Without its texts the page would hydrate with keys in place of words: keep the server's page, which
  // works without JavaScript.
  if (!i18next.hasResourceBundle(language, defaultNS)) return;
  // Likewise after a language switch whose texts could not be fetched: reload, and the server renders
  // the page in the new language (the URL carries ?lng=).
  i18next.on("languageChanged", (switchedTo) => {
    if (!i18next.hasResourceBundle(switchedTo, defaultNS)) window.location.reload();
  });
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
