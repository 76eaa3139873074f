import { fallbackLng, isLanguage, type Language, type LocalePart, localeHref } from "~/i18n";
import type { TextsSource } from "./translation";
import { makeTranslator, type Texts, type Translate } from "./translator";

// A fetch that failed (a network error, a 5xx) is tried twice more, after 0.35 s and 0.7 s.
const RETRY_DELAYS_MS = [350, 700];

/** One part of a language's texts, from the server (`/locales/{lng}` and `/locales/{lng}/admin`). */
async function fetchLocalePart(language: Language, part: LocalePart): Promise<Texts> {
  const href = localeHref(language, part);
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`GET ${href} answered ${response.status}`);
      return (await response.json()) as Texts;
    } catch (error) {
      if (attempt >= RETRY_DELAYS_MS.length) throw error;
      await new Promise((retry) => setTimeout(retry, RETRY_DELAYS_MS[attempt]));
    }
  }
}

/**
 * The dashboard's pages (and the sign-in page, which leads there) and the advertisers' account pages: they
 * need the signed-in pages' texts too.
 */
export function needsAdminTexts(pathname: string) {
  return /^\/(admin|account)(\/|$)/.test(pathname);
}

/** A language's texts the browser has, by part, and a translator over the `covers` parts that arrived. */
type Held = { parts: Map<LocalePart, Promise<Texts>>; translate?: Translate; covers: number };
const held = new Map<Language, Held>();
const listeners = new Set<() => void>();

/**
 * Fetches the parts of a language's texts the current page needs that the browser lacks (each part
 * once), then translates with everything it holds in that language.
 */
async function loadTexts(language: Language, pathname = window.location.pathname) {
  const entry: Held = held.get(language) ?? { parts: new Map(), covers: 0 };
  held.set(language, entry);
  const wanted: LocalePart[] = needsAdminTexts(pathname) ? ["site", "admin"] : ["site"];
  for (const part of wanted) {
    if (!entry.parts.has(part)) {
      const fetching = fetchLocalePart(language, part);
      // A failed part is forgotten, so that a later page can try again.
      fetching.catch(() => entry.parts.delete(part));
      entry.parts.set(part, fetching);
    }
  }
  const texts = await Promise.all(entry.parts.values());
  // A new translator (and so a new render of the page) only when it has more texts than the last one.
  if (texts.length <= entry.covers) return;
  entry.covers = texts.length;
  entry.translate = makeTranslator(language, Object.assign({}, ...texts) as Texts);
  for (const listener of listeners) listener();
}

/** The browser's texts, for the pages' TranslationProvider (entry.client.tsx). */
export const browserTexts: TextsSource = {
  translatorIn: (language) => held.get(language)?.translate,
  load: (language) => loadTexts(language),
  subscribe(onChange) {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  },
};

/** The language the document is in (root.tsx writes it on <html lang>). */
export function documentLanguage(): Language {
  const language = document.documentElement.lang;
  return isLanguage(language) ? language : fallbackLng;
}

/**
 * The clientLoader of a page that needs the dashboard's texts: a client navigation to it may come from a
 * visitor's page, which loaded only the site's ("List your space" to sign-up, a link between account pages).
 */
export async function withAdminTexts<Data>({ request, serverLoader }: { request: Request; serverLoader: () => Promise<Data> }) {
  await loadTexts(documentLanguage(), new URL(request.url).pathname);
  return serverLoader();
}

/**
 * The other language's texts, fetched ahead of a switch that looks likely (the language link, as the
 * pointer comes near), so the new page has them when it arrives.
 */
export function preloadTexts(language: Language) {
  loadTexts(language).catch(() => {
    // The switch itself tries again, and reloads the page if it still cannot.
  });
}
