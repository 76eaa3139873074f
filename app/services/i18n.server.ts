import { createInstance, type i18n as I18next } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { fallbackLng, i18nConfig as sharedConfig, isLanguage, type Language, supportedLngs } from "~/i18n";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { languageCookie } from "./cookies.server";

// The server holds both languages; the browser fetches only its page's one (routes/locales.$lng.ts).
export const resources = {
  en: { translation: en },
  ar: { translation: ar },
} as const;

const i18nConfig = { ...sharedConfig, resources };

// Order: ?lng= → cookie lng → Accept-Language → English.
export const i18n = new RemixI18Next({
  detection: { supportedLanguages: [...supportedLngs], fallbackLanguage: fallbackLng, cookie: languageCookie },
  i18next: i18nConfig,
});

export async function getLanguage(request: Request): Promise<Language> {
  const locale = await i18n.getLocale(request);
  return isLanguage(locale) ? locale : fallbackLng;
}

/** A Set-Cookie value when the request chose a language explicitly with ?lng=, so the choice sticks. */
export async function languageCookieHeader(request: Request, language: Language) {
  const requested = new URL(request.url).searchParams.get("lng");
  return requested === language ? languageCookie.serialize(language) : null;
}

// One initialised i18next instance per language, made once and shared: creating one per call (as
// remix-i18next's getFixedT does, and our renderer did) cost about 4 ms of CPU a page. Sharing is
// safe because an instance never changes language and rendering only reads it.
const instances = new Map<Language, Promise<I18next>>();

export function i18nextFor(language: Language) {
  let instance = instances.get(language);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .init({ ...i18nConfig, lng: language })
      .then(() => rememberAnswers(created));
    instances.set(language, instance);
  }
  return instance;
}

export async function translatorFor(language: Language) {
  return (await i18nextFor(language)).getFixedT(language);
}

/** A translation function in the request's language, for loaders and actions. */
export async function getT(request: Request) {
  return translatorFor(await getLanguage(request));
}

// Distinct calls each instance remembers: every text with its few plural and number variants, with room
// to spare. When full it starts again from empty (cheaper per call than keeping the most recent), so
// odd arguments cannot fill the memory.
const REMEMBERED_ANSWERS = 20_000;
// Calls whose key and options are longer are not kept (a visitor's search words can be an argument): the
// memory stays under a few megabytes whatever comes in.
const LONGEST_REMEMBERED_CALL = 300;

/**
 * i18next's t() finds the key, the plural form and the interpolation anew on every call, about 10 µs
 * each, and a page of results makes hundreds of calls: 15 % of the CPU of a first visit, in a profile.
 * A shared instance never changes its texts or its language, so an answer depends only on the call's
 * arguments. Each getFixedT() answer (what loaders and react-i18next's useTranslation translate with)
 * is therefore made once per language, namespace and key prefix, and keeps its recent answers, looked up
 * before i18next builds its options for the call. Calls whose options hold anything but plain values
 * are passed through untouched.
 */
function rememberAnswers(instance: I18next) {
  const makeFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => Translate;
  const fixedTs = new Map<string, Translate>();
  instance.getFixedT = ((...args: unknown[]) => {
    // The arguments come from our code (a language, a namespace, a key prefix), never from a visitor.
    const id = JSON.stringify(args);
    let remembering = fixedTs.get(id);
    if (!remembering) {
      remembering = remembered(makeFixedT(...args));
      fixedTs.set(id, remembering);
    }
    return remembering;
  }) as unknown as I18next["getFixedT"];
  return instance;
}

/** i18next's fixed t(): a function that also carries its language, namespace and key prefix. */
type Translate = (...args: unknown[]) => unknown;

/** `translate`, answering a call it has answered before from memory. */
function remembered(translate: Translate): Translate {
  const answers = new Map<string, string>();
  const remembering = (...args: unknown[]) => {
    const [key, options] = args;
    if (args.length > 2 || typeof key !== "string" || !hasOnlyPlainValues(options)) return translate(...args);
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    if (id.length > LONGEST_REMEMBERED_CALL) return translate(key, options);
    const known = answers.get(id);
    if (known !== undefined) return known;
    const answer = translate(key, options);
    if (typeof answer === "string") {
      if (answers.size >= REMEMBERED_ANSWERS) answers.clear();
      answers.set(id, answer);
    }
    return answer;
  };
  // With the language, namespace and key prefix i18next set on its own (react-i18next's <Trans> reads them).
  return Object.assign(remembering, translate);
}

function hasOnlyPlainValues(options: unknown) {
  if (options === undefined) return true;
  if (typeof options !== "object" || options === null || Object.getPrototypeOf(options) !== Object.prototype) return false;
  return Object.values(options).every((value) => value === null || PLAIN_TYPES.has(typeof value) || isStringList(value));
}

const PLAIN_TYPES = new Set(["string", "number", "boolean", "undefined"]);

const isStringList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === "string");
