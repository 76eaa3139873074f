import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from "react";
import type { Language } from "~/i18n";
import type { Translate } from "./translator";

/**
 * Where the texts of each language come from: on the server every language is there
 * (entry.server.tsx); in the browser a language is there once its texts were fetched
 * (utils/locale-parts.ts), and `load` fetches them.
 */
export interface TextsSource {
  translatorIn: (language: Language) => Translate | undefined;
  load: (language: Language) => Promise<void>;
  subscribe: (onChange: () => void) => () => void;
}

const TextsSourceContext = createContext<TextsSource | null>(null);

/** Given by the entry modules around the whole app. */
export const TextsSourceProvider = TextsSourceContext.Provider;

type Translation = { t: Translate; language: Language };

const TranslationContext = createContext<Translation | null>(null);

/**
 * Translates the page in `language` (the root loader's). After a switch in the browser, the page keeps
 * the previous language's texts until the new ones arrive (the language link fetches them as the pointer
 * comes near); if they cannot be fetched the browser reloads, and the server renders the new language.
 */
export function TranslationProvider({ language, children }: { language: Language; children: ReactNode }) {
  const source = useContext(TextsSourceContext);
  if (!source) throw new Error("TranslationProvider needs a TextsSourceProvider around it");
  const translate = useSyncExternalStore(
    source.subscribe,
    () => source.translatorIn(language),
    () => source.translatorIn(language),
  );
  // The last translation that had its texts (React's pattern for state kept from an earlier render).
  const [shown, setShown] = useState<Translation | undefined>(translate && { t: translate, language });
  if (translate && shown?.t !== translate) setShown({ t: translate, language });

  useEffect(() => {
    if (!translate) source.load(language).catch(() => window.location.reload());
  }, [source, language, translate]);

  if (!shown) throw new Error(`no texts for ${language}`);
  return <TranslationContext.Provider value={shown}>{children}</TranslationContext.Provider>;
}

/** The page's translate function and the language its texts are in. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation needs a TranslationProvider around it");
  return translation;
}
