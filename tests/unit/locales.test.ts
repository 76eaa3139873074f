import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import ar from "~/locales/ar";
import en from "~/locales/en";
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITIES,
  ADVERTISER_STATUSES,
  ADVERTISER_TYPES,
  FIT_OUTS,
  INQUIRY_STATUSES,
  LANDMARK_KINDS,
  LISTING_LIFECYCLES,
  MAIL_KINDS,
  PAYMENT_TERMS,
} from "~/schemas/enums";

function flatKeys(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === "string" ? [`${prefix}${key}`] : flatKeys(child as object, `${prefix}${key}.`),
  );
}

function flatValues(value: object): string[] {
  return Object.values(value).flatMap((child) => (typeof child === "string" ? [child] : flatValues(child as object)));
}

/** Every text by its full key. */
function flatEntries(value: object, prefix = ""): [string, string][] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === "string" ? [[`${prefix}${key}`, child] as [string, string]] : flatEntries(child as object, `${prefix}${key}.`),
  );
}

// i18next's plural forms (issue 50): a key the code calls with `count` is written once per form the
// language has (Intl.PluralRules): English one and other, Arabic zero, one, two, few, many and other.
const PLURAL_FORMS: Record<"en" | "ar", string[]> = { en: ["one", "other"], ar: ["zero", "one", "two", "few", "many", "other"] };
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/** The key the code asks for: "card.capacity" for "card.capacity_few". */
const baseKey = (key: string) => key.replace(pluralSuffix, "");
/** The key set with each plural group said once, as the code names it. */
const baseKeys = (texts: object) => [...new Set(flatKeys(texts).map(baseKey))].sort();

describe("locales", () => {
  it("English and Arabic have exactly the same keys, a plural group being one key", () => {
    expect(baseKeys(ar)).toEqual(baseKeys(en));
  });

  it("a plural group has every form of its language, and nothing else", () => {
    for (const [language, texts] of [
      ["en", en],
      ["ar", ar],
    ] as const) {
      const groups = new Map<string, string[]>();
      for (const key of flatKeys(texts).filter((key) => pluralSuffix.test(key))) {
        groups.set(baseKey(key), [...(groups.get(baseKey(key)) ?? []), pluralSuffix.exec(key)![1]!]);
      }
      for (const [key, forms] of groups)
        expect({ language, key, forms: forms.sort() }).toEqual({ language, key, forms: [...PLURAL_FORMS[language]].sort() });
      // A plural key in one language is plural in the other too (the code passes count to both).
      const other = language === "en" ? ar : en;
      const otherPlural = new Set(
        flatKeys(other)
          .filter((key) => pluralSuffix.test(key))
          .map(baseKey),
      );
      expect([...groups.keys()].sort()).toEqual([...otherPlural].sort());
    }
  });

  it("Arabic says every count with its plural form: no number before a noun that does not agree with it", () => {
    // "3 استفسارًا" (the example): a number written before a counted noun needs the plural group.
    const counted = /\{\{(count|total)\}\} (استفسار|إعلان|شخص|موقف|مرفق|صور|عمود|مكتب|أعمدة|مرافق)/;
    const flat = flatEntries(ar).filter(([key, text]) => !pluralSuffix.test(key) && counted.test(text));
    expect(flat).toEqual([]);
    // The forms agree: 3 to 10 take the plural, 11 to 99 the singular with tanween.
    const texts = Object.fromEntries(flatEntries(ar));
    expect(texts["admin.overview.weeks.summary_few"]).toMatch(/^\{\{total\}\} استفسارات /);
    expect(texts["admin.overview.weeks.summary_many"]).toMatch(/^\{\{total\}\} استفسارًا /);
  });

  it("Arabic texts are Arabic, not English copies", () => {
    const arabicLetters = /[\u0600-\u06FF]/;
    // The only exceptions: the other language's own name, a phone-number pattern, and the 400 page's
    // line around a parameter's reasons (only names and punctuation: the reasons are its words).
    const notArabic = flatKeys(ar).filter((key, index) => !arabicLetters.test(flatValues(ar)[index]!));
    expect(notArabic).toEqual(["language.switchTo", "errors.paramReasons", "errors.paramReasonsNoValue", "inquiry.phonePlaceholder"]);
  });

  it("keeps every interpolation placeholder in both languages", () => {
    const placeholders = (text: string): string[] => [...(text.match(/\{\{\w+\}\}/g) ?? [])].sort();
    const enTexts = Object.fromEntries(flatEntries(en));
    for (const [key, text] of flatEntries(ar)) {
      if (!pluralSuffix.test(key)) {
        expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(enTexts[key]!) });
        continue;
      }
      // A plural form may say its number in words ("شخصان", two people) instead of {{count}}; the rest stay.
      const expected = placeholders(enTexts[`${baseKey(key)}_other`]!);
      const given = placeholders(text);
      expect({ key, placeholders: given.filter((name) => !expected.includes(name)) }).toEqual({ key, placeholders: [] });
      expect({
        key,
        placeholders: expected.filter((name) => !given.includes(name) && name !== "{{count}}" && name !== "{{total}}"),
      }).toEqual({
        key,
        placeholders: [],
      });
    }
  });

  // The code names these keys as `prefix.${value}`: a value added to its list without its text showed its key
  // (the activity log's "advertiser", whose unbroken key also widened the page past a phone's screen).
  it.each([
    [ACTIVITY_ENTITIES, "admin.activity.entities"],
    [ACTIVITY_ACTIONS, "admin.activity.actions"],
    [ADVERTISER_STATUSES, "admin.advertisers.statuses"],
    [ADVERTISER_TYPES, "admin.advertisers.types"],
    [ADVERTISER_TYPES, "trust.advertiserTypes"],
    [ADVERTISER_TYPES, "account.access.types"],
    [FIT_OUTS, "office.fitOuts"],
    [INQUIRY_STATUSES, "admin.inquiries.statuses"],
    [LANDMARK_KINDS, "admin.landmarks.kinds"],
    [LISTING_LIFECYCLES, "admin.properties.lifecycles"],
    [MAIL_KINDS, "admin.outbox.kinds"],
    [PAYMENT_TERMS, "trust.instalments"],
  ] as const)("every value of a list the code names texts by has its text: %j under %s", (values, prefix) => {
    const keys = new Set(baseKeys(en));
    expect(values.filter((value) => !keys.has(`${prefix}.${value}`))).toEqual([]);
  });

  it("every key is used by the code: by its full name, or under a prefix the code builds names from", () => {
    const root = path.resolve(__dirname, "../..");
    const sourcesUnder = (folder: string): string[] =>
      readdirSync(folder).flatMap((name) => {
        const file = path.join(folder, name);
        if (statSync(file).isDirectory()) return name === "locales" ? [] : sourcesUnder(file);
        return /\.tsx?$/.test(name) ? [readFileSync(file, "utf8")] : [];
      });
    const source = [...sourcesUnder(path.join(root, "app")), ...sourcesUnder(path.join(root, "server"))].join("\n");
    // t(`propertyTypes.${type}`) and the like use every key under the prefix.
    const prefixes = [...source.matchAll(/`([\w.]+\.)\$\{/g)].map(([, prefix]) => prefix!);
    const unused = baseKeys(en).filter(
      (key) => !new RegExp(`["'\`]${key.replace(/\./g, "\\.")}["'\`]`).test(source) && !prefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});
