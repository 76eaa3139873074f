import fc from "fast-check";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import type { Language } from "~/i18n";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { makeTranslator, type Texts } from "~/utils/translator";

// The pages translate with utils/translator.ts (decision 0079); i18next, with the settings the site gave
// it before, is the reference it must match for every text of both languages.
const texts = { en, ar } as const;

async function i18nextIn(language: Language) {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language);
}

/** Every text by its key ("nav.browse"; a plural form as "card.capacity_one"). */
function flatten(node: Texts, prefix = ""): [string, string][] {
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === "string" ? [[`${prefix}${name}`, value] as [string, string]] : flatten(value, `${prefix}${name}.`),
  );
}

const PLURAL_FORM = /^(.*)_(zero|one|two|few|many|other)$/;

/** Every key a page may ask for: each text's, and a plural group's base key ("card.capacity"). */
function keysOf(language: Language) {
  return [...new Set(flatten(texts[language]).flatMap(([key]) => [key, PLURAL_FORM.exec(key)?.[1] ?? key]))];
}

/** The placeholders each key's texts use, in any of its plural forms, and always `count`. */
function placeholdersByKey(language: Language) {
  const byKey = new Map<string, Set<string>>();
  for (const [textKey, text] of flatten(texts[language])) {
    for (const key of new Set([textKey, PLURAL_FORM.exec(textKey)?.[1] ?? textKey])) {
      const names = byKey.get(key) ?? new Set(["count"]);
      for (const match of text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)) names.add(match[1]!);
      byKey.set(key, names);
    }
  }
  return (key: string) => [...(byKey.get(key) ?? ["count", "name"])];
}

// What pages pass as values: counts, words, names a landlord typed. A value holding "{{" is left out of the
// comparison: i18next looks for a placeholder again inside a value it put in, which ours does not.
const VALUE = fc.oneof(
  fc.string().filter((text) => !text.includes("{{")),
  fc.integer({ min: -1_000, max: 10_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom("$&", "$1", "$$", "Al Olaya", "العليا", null, undefined, true),
);
const COUNT = fc.oneof(
  fc.integer({ min: -5, max: 1_000_000 }),
  fc.constantFrom(0, 1, 2, 3, 10, 11, 99, 100, 101, 102),
  fc.double({ min: 0, max: 20, noNaN: true }),
);

describe.each(["en", "ar"] as const)("the pages' translator in %s", (language) => {
  const translate = makeTranslator(language, texts[language]);
  const keys = keysOf(language);
  const placeholdersOf = placeholdersByKey(language);

  it("says every text as i18next does, with and without its values", async () => {
    const reference = await i18nextIn(language);
    expect(keys.length).toBeGreaterThan(1_000);
    for (const key of keys) {
      expect(translate(key), key).toBe(reference(key));
      const values = Object.fromEntries(placeholdersOf(key).map((name, index) => [name, `«${name} ${index}»`]));
      for (const count of [0, 1, 2, 3, 7, 11, 100, 101, 1_000_000]) {
        expect(translate(key, { ...values, count }), `${key} (${count})`).toBe(reference(key, { ...values, count }));
      }
    }
  });

  it("says any text with any values, counts and defaults as i18next does", async () => {
    const reference = await i18nextIn(language);
    const call = fc.constantFrom(...keys, "no.such.key", "Some words {{name}}").chain((key) =>
      fc.tuple(
        fc.constant(key),
        fc.record(
          {
            ...Object.fromEntries(placeholdersOf(key).map((name) => [name, VALUE])),
            count: COUNT,
            defaultValue: fc.string().filter((text) => !text.includes("{{")),
          },
          { requiredKeys: [] },
        ),
      ),
    );
    fc.assert(
      fc.property(call, ([key, values]) => {
        expect(translate(key, values)).toBe(reference(key, values));
      }),
      { numRuns: 3_000 },
    );
  });
});

describe("the pages' translator", () => {
  it("picks Arabic's plural forms by Intl.PluralRules", () => {
    const translate = makeTranslator("ar", ar);
    expect([0, 1, 2, 3, 11, 100].map((count) => translate("card.capacity", { count }))).toEqual([
      ar.card.capacity_zero.replace("{{count}}", "0"),
      ar.card.capacity_one.replace("{{count}}", "1"),
      ar.card.capacity_two.replace("{{count}}", "2"),
      ar.card.capacity_few.replace("{{count}}", "3"),
      ar.card.capacity_many.replace("{{count}}", "11"),
      ar.card.capacity_other.replace("{{count}}", "100"),
    ]);
  });

  it("says a group of texts by its key, where i18next says a message for developers", () => {
    expect(makeTranslator("en", en)("nav")).toBe("nav");
  });

  it("puts a value in as it is, never reading it as a replacement pattern or a placeholder", () => {
    const translate = makeTranslator("en", en);
    expect(translate("trust.confirmed", { when: "$& {{when}} $1" })).toBe(en.trust.confirmed.replace("{{when}}", () => "$& {{when}} $1"));
  });
});
