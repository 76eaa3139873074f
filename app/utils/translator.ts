import type { Language } from "~/i18n";

/**
 * A text by its key ("nav.browse") in one language, with its placeholders filled from `values`
 * ("{{count}}"); a numeric `count` picks the plural form ("capacity_one", Arabic's "capacity_few").
 * `defaultValue` is said when the key has no text; otherwise the key itself is.
 */
export type Translate = (key: string, values?: TextValues) => string;

/** What a text's placeholders are filled with (null and undefined say nothing). */
export type TextValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** One language's texts, nested as in app/locales/*.ts: "nav.browse" is `texts.nav.browse`. */
export type Texts = { readonly [key: string]: string | Texts };

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * What the pages translate with, on the server and in the browser alike (decision 0079). It reads the
 * texts exactly as i18next does with our settings (keys split at ".", plural forms by Intl.PluralRules
 * with "_zero" tried first for 0, no escaping, an unknown placeholder left as it is), which
 * tests/unit/translator.test.ts checks against i18next for every key; being 40 lines instead of
 * i18next's 49 KB, it keeps the library out of the browser's scripts.
 */
export function makeTranslator(language: Language, texts: Texts): Translate {
  const plurals = new Intl.PluralRules(language);
  const find = (key: string) => {
    let found: string | Texts | undefined = texts;
    for (const part of key.split(".")) {
      if (typeof found !== "object" || !Object.hasOwn(found, part)) return undefined;
      found = found[part];
    }
    return typeof found === "string" ? found : undefined;
  };
  const pluralOf = (key: string, count: number) =>
    (count === 0 ? find(`${key}_zero`) : undefined) ?? find(`${key}_${plurals.select(count)}`);

  return (key, values) => {
    const count = values?.count;
    const fallback = typeof values?.defaultValue === "string" ? values.defaultValue : key;
    const text = (typeof count === "number" ? pluralOf(key, count) : undefined) ?? find(key) ?? fallback;
    if (!values) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const variable = name.trim();
      if (!Object.hasOwn(values, variable)) return placeholder;
      const value = values[variable];
      return value === undefined || value === null ? "" : String(value);
    });
  };
}
