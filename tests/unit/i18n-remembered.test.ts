import { createInstance } from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nConfig } from "~/i18n";
import { i18nextFor, resources } from "~/services/i18n.server";

/** A plain i18next instance, as before answers were remembered: what the shared one must match. */
async function plainInstance(language: "en" | "ar") {
  const plain = createInstance();
  await plain.init({ ...i18nConfig, resources, lng: language });
  return plain;
}

/** i18next's internal translator, which every t() call that is not remembered reaches. */
const translatorOf = (instance: object) => (instance as { translator: { translate(...args: unknown[]): unknown } }).translator;

/** The shared English t(), and a spy on the i18next lookups it makes. */
async function englishWithSpy() {
  const instance = await i18nextFor("en");
  return { t: instance.getFixedT("en"), translate: vi.spyOn(translatorOf(instance), "translate") };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const CALLS: [string, Record<string, unknown>?][] = [
  ["card.perYear"],
  ["card.capacity", { count: 1 }],
  ["card.capacity", { count: 12 }],
  ["card.parking", { count: 0 }],
  ["browse.pageOf", { page: 2, pages: 40 }],
  ["browse.pageOf", { page: 3, pages: 40 }],
  ["amenities.Helipad", { defaultValue: "Helipad" }],
  ["trust.confirmed", { when: "3 days ago" }],
];

describe("the server's shared i18next instances remember answers", () => {
  it.each(["en", "ar"] as const)("answer every call as a plain instance does, first and second time (%s)", async (language) => {
    const shared = (await i18nextFor(language)).getFixedT(language);
    const plain = (await plainInstance(language)).getFixedT(language);
    for (const [key, options] of CALLS) {
      const expected = plain(key, options);
      expect(expected, key).not.toBe(key);
      expect(shared(key, options), key).toBe(expected);
      expect(shared(key, options), `${key}, asked again`).toBe(expected);
    }
  });

  it("translate a repeated call once, and a call with new arguments again", async () => {
    const { t, translate } = await englishWithSpy();
    t("browse.pageOf", { page: 7, pages: 9 });
    t("browse.pageOf", { page: 7, pages: 9 });
    expect(translate).toHaveBeenCalledTimes(1);
    expect(t("browse.pageOf", { page: 8, pages: 9 })).toBe("Page 8 of 9");
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it("do not keep calls with long arguments, such as a visitor's search words", async () => {
    const { t, translate } = await englishWithSpy();
    const words = "office ".repeat(100);
    t("trust.confirmed", { when: words });
    expect(t("trust.confirmed", { when: words })).toBe(`Confirmed ${words}`);
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it("pass calls whose options hold objects through, every time", async () => {
    const { t, translate } = await englishWithSpy();
    const options = { page: { toString: () => "5" }, pages: 9 };
    t("browse.pageOf", options);
    t("browse.pageOf", options);
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it("hand out one t() per language, namespace and key prefix, carrying them as i18next's own does", async () => {
    const instance = await i18nextFor("ar");
    expect(instance.getFixedT("ar")).toBe(instance.getFixedT("ar"));
    // react-i18next's useTranslation asks with no language and the namespace, on every render.
    const forComponents = instance.getFixedT(null, "translation");
    expect(forComponents).toBe(instance.getFixedT(null, "translation"));
    expect(forComponents).not.toBe(instance.getFixedT("ar"));
    const plain = await plainInstance("ar");
    expect(forComponents("card.capacity", { count: 3 })).toBe(plain.getFixedT(null, "translation")("card.capacity", { count: 3 }));
    const { lng, ns, keyPrefix } = instance.getFixedT("ar", "translation", "card") as unknown as Record<string, unknown>;
    expect({ lng, ns, keyPrefix }).toEqual({ lng: "ar", ns: "translation", keyPrefix: "card" });
    expect(instance.getFixedT("ar", "translation", "card")("perYear")).toBe(plain.getFixedT("ar")("card.perYear"));
  });
});
