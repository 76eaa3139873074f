import ar from "../app/locales/ar";
import en from "../app/locales/en";

type Texts = typeof en;

/** One text of a language, by its translation key. */
function text(texts: Texts, key: `crossSite.${keyof Texts["crossSite"]}`) {
  const [group, name] = key.split(".") as ["crossSite", keyof Texts["crossSite"]];
  return texts[group][name];
}

// The page a browser shows when the server refuses a cross-site form post before the app runs: both
// languages at once, since the refused request says nothing reliable about the visitor's choice.
function section(texts: Texts, lang: "en" | "ar") {
  return `<section lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"><h2>${text(texts, "crossSite.title")}</h2><p>${text(texts, "crossSite.text")}</p><p><a href="/?lng=${lang}">${text(texts, "crossSite.home")}</a></p></section>`;
}

export const CROSS_SITE_PAGE = `<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${text(en, "crossSite.title")} · ${text(ar, "crossSite.title")}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#1f2937;background:#fff}
section+section{border-top:1px solid #d1d5db;margin-top:2rem;padding-top:1rem}a{color:#0f5c4d}
@media (prefers-color-scheme:dark){body{color:#f3f4f6;background:#111827}a{color:#6ee7b7}}</style></head>
<body><h1>403</h1>${section(en, "en")}${section(ar, "ar")}</body></html>`;
