import ar from "../app/locales/ar";
import en from "../app/locales/en";
import { MAX_TARGET_LENGTH } from "../app/utils/request-limits";

type Texts = typeof en;
type Group = "crossSite" | "targetTooLong";
type Key = `${Group}.${"title" | "text" | "home"}`;
type Refusal = { status: number; title: Key; text: Key; home: Key };

/** One text of a language, by its translation key. */
function text(texts: Texts, key: Key) {
  const [group, name] = key.split(".") as [Group, "title" | "text" | "home"];
  return texts[group][name].replace("{{max}}", MAX_TARGET_LENGTH.toLocaleString("en"));
}

// The pages a browser shows when the server refuses a request before the app runs: both languages at
// once, since the refused request says nothing reliable about the visitor's choice.
function section(texts: Texts, lang: "en" | "ar", refusal: Refusal) {
  return `<section lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"><h2>${text(texts, refusal.title)}</h2><p>${text(texts, refusal.text)}</p><p><a href="/?lng=${lang}">${text(texts, refusal.home)}</a></p></section>`;
}

function refusalPage(refusal: Refusal) {
  return `<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${text(en, refusal.title)} · ${text(ar, refusal.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#1f2937;background:#fff}
section+section{border-top:1px solid #d1d5db;margin-top:2rem;padding-top:1rem}a{color:#0f5c4d}
@media (prefers-color-scheme:dark){body{color:#f3f4f6;background:#111827}a{color:#6ee7b7}}</style></head>
<body><h1>${refusal.status}</h1>${section(en, "en", refusal)}${section(ar, "ar", refusal)}</body></html>`;
}

/** A cross-site form post (403). */
export const CROSS_SITE_PAGE = refusalPage({ status: 403, title: "crossSite.title", text: "crossSite.text", home: "crossSite.home" });
/** A request target longer than MAX_TARGET_LENGTH (414). */
export const TARGET_TOO_LONG_PAGE = refusalPage({
  status: 414,
  title: "targetTooLong.title",
  text: "targetTooLong.text",
  home: "targetTooLong.home",
});
