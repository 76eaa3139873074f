import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage, localeHref } from "~/i18n";
import { env } from "~/services/env.server";
import { resources } from "~/services/i18n.server";
import { jsonError, readOnlyAction } from "~/utils/http.server";

// Serialised once: the texts never change while the server runs.
const bodies = new Map(Object.entries(resources).map(([language, { translation }]) => [language, JSON.stringify(translation)]));

/**
 * One language's texts for the browser's i18next (entry.client.tsx), so a page carries only its own
 * language. The current versioned address (`localeHref`) may be cached for good; any other (an old
 * version, no version) and every answer of the development server is revalidated on each use.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const language = params.lng;
  if (!isLanguage(language)) return jsonError(404, "Unknown language");
  const url = new URL(request.url);
  const current = env.NODE_ENV !== "development" && `${url.pathname}${url.search}` === localeHref(language);
  return new Response(bodies.get(language), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}

export const action = readOnlyAction("GET");
