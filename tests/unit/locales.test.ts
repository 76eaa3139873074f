import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import ar from "~/locales/ar";
import en from "~/locales/en";

function flatKeys(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === "string" ? [`${prefix}${key}`] : flatKeys(child as object, `${prefix}${key}.`),
  );
}

function flatValues(value: object): string[] {
  return Object.values(value).flatMap((child) => (typeof child === "string" ? [child] : flatValues(child as object)));
}

describe("locales", () => {
  it("English and Arabic have exactly the same keys", () => {
    expect(flatKeys(ar).sort()).toEqual(flatKeys(en).sort());
  });

  it("Arabic texts are Arabic, not English copies", () => {
    const arabicLetters = /[\u0600-\u06FF]/;
    // The only exceptions: the other language's own name, a phone-number pattern, and the 400 page's
    // line around a parameter's reasons (only names and punctuation: the reasons are its words).
    const notArabic = flatKeys(ar).filter((key, index) => !arabicLetters.test(flatValues(ar)[index]!));
    expect(notArabic).toEqual(["language.switchTo", "errors.paramReasons", "errors.paramReasonsNoValue", "inquiry.phonePlaceholder"]);
  });

  it("keeps every interpolation placeholder in both languages", () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    const enValues = flatValues(en);
    flatValues(ar).forEach((text, index) => expect(placeholders(text)).toEqual(placeholders(enValues[index]!)));
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
    const unused = flatKeys(en).filter(
      (key) => !new RegExp(`["'\`]${key.replace(/\./g, "\\.")}["'\`]`).test(source) && !prefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});
