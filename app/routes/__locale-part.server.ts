import { isLanguage, type LocalePart, localeHref } from "~/i18n";
import { env } from "~/services/env.server";
import { texts } from "~/services/i18n.server";
import { jsonError } from "~/route-helpers/http.server";

// Serialised once: the texts never change while the server runs. The admin part is the signed-in pages'
// groups (the dashboard's `admin`, the advertisers' `account`), the site part everything else, so that
// visitors' pages never download them.
const bodies = new Map(
  Object.entries(texts).map(([language, all]) => {
    const { admin, account, ...site } = all;
    return [language, { site: JSON.stringify(site), admin: JSON.stringify({ admin, account }) }];
  }),
);

/**
 * One part of one language's texts for the browser's i18next (entry.client.tsx). The current versioned
 * address (`localeHref`) may be cached for good; any other (an old version, no version) and every answer
 * of the development server is revalidated on each use.
 */
export function localePartResponse(request: Request, language: string | undefined, part: LocalePart) {
  if (!isLanguage(language)) return jsonError(404, "Unknown language");
  const url = new URL(request.url);
  const current = env.NODE_ENV !== "development" && `${url.pathname}${url.search}` === localeHref(language, part);
  return new Response(bodies.get(language)![part], {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
