import { redirect } from "@remix-run/node";

/**
 * An admin view held in its URL answers at one address. A filter form sends every field, empty ones
 * too; when the request's query is not `query` (the view's short form, which links and dialogs carry)
 * plus the page's language if one was asked for, this throws a redirect there, so what the admin
 * bookmarks or shares is the short form.
 */
export function redirectToViewUrl(url: URL, path: string, query: URLSearchParams) {
  const language = url.searchParams.get("lng");
  if (language) query.set("lng", language);
  if (url.searchParams.toString() !== query.toString()) throw redirect(query.size > 0 ? `${path}?${query}` : path);
}
