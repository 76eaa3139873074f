import { type AppLoadContext, redirect } from "@remix-run/node";
import { getDistrict } from "~/models/admin-districts.server";
import { type BrowseData, readBrowse } from "~/models/browse.server";
import { PAGE_SIZE, type SwappedRange, type View } from "~/schemas/filters";
import { getProperty, type PropertyCardData } from "~/models/properties.server";
import type { Language } from "~/i18n";
import { getLanguage, getT } from "~/services/i18n.server";
import { itemList, organization } from "~/utils/json-ld";
import { sortByName } from "~/utils/district-names";
import { listingText } from "~/utils/localized";
import { SITE_NAMES } from "~/utils/meta";
import { feedPath } from "~/utils/feed";
import { absoluteUrl, canonicalUrl } from "~/utils/seo";
import { badQuery, notFound, parseId, wordSearchAdmission } from "./http.server";
import { env } from "~/services/env.server";
import { redirectWithToast } from "~/services/toast.server";

// Loader pieces several routes share: they call the models and turn their answers into HTTP ones.

/** Loader for pages whose only server data is their translated <title> and (public pages) description. */
export function titleLoader(titleKey: string, descriptionKey?: string) {
  return async ({ request }: { request: Request }) => {
    const t = await getT(request);
    return { title: t(titleKey), description: descriptionKey ? t(descriptionKey) : undefined };
  };
}

/** The browse results for a request: a malformed query is a 400 naming its parameters, a non-canonical one a redirect. */
export async function loadBrowse(request: Request, context: AppLoadContext | undefined, defaultView: View) {
  const url = new URL(request.url);
  const read = await readBrowse(url, defaultView, wordSearchAdmission(request, context));
  if (read.badParams !== undefined) throw badQuery(url.searchParams, read.badParams, read.reasons);
  if (read.redirectTo !== undefined) throw await browseRedirect(read.redirectTo, read.swapped, read.unknownNear);
  return read;
}

/**
 * The redirect to a search's canonical address; when it swapped a range typed upside down, or dropped a
 * landmark it does not know (keeping the other filters), a toast says so.
 */
export async function browseRedirect(to: string, swapped: readonly SwappedRange[], unknownNear = false) {
  if (unknownNear)
    return redirectWithToast(to, { title: "browse.unknownNear.title", description: "browse.unknownNear.text" }, { status: 302 });
  if (swapped.length === 0) return redirect(to, 302);
  const description =
    swapped.length === 1
      ? `browse.swapped.${swapped[0]}`
      : swapped.length === 2 && swapped.includes("price") && swapped.includes("size")
        ? "browse.swapped.both"
        : "browse.swapped.several";
  return redirectWithToast(to, { title: "browse.swapped.title", description }, { status: 302 });
}

/**
 * The listings a page of browse results shows as a schema.org ItemList, with absolute URLs in the page's
 * language: numbered on from the pages before, out of all the results. The map lists no pages of cards:
 * its listings are its districts' previews, the whole list it shows.
 */
export function listingsJsonLd(browse: Pick<BrowseData, "view" | "properties" | "previews" | "page" | "total">, language: Language) {
  const origin = env.PUBLIC_ORIGIN;
  const cards: readonly PropertyCardData[] =
    browse.view === "map" ? browse.previews.flatMap((preview) => preview.cards) : browse.properties;
  const paging = browse.view === "map" ? {} : { offset: (browse.page - 1) * PAGE_SIZE, total: browse.total };
  return itemList(
    cards.map((card) => ({
      url: canonicalUrl(origin, `/property/${card.id}`, "", language),
      name: listingText(card, "title", language).text,
    })),
    paging,
  );
}

/**
 * The loader of a browse-style page: its results plus its translated title and description, and its
 * JSON-LD (the listings shown; on the home page also the organisation behind the site).
 */
export function browsePageLoader(defaultView: View, keys: { title: string; description: string }, withOrganization = false) {
  return async ({ request, context }: { request: Request; context?: AppLoadContext }) => {
    const [browse, t, language] = await Promise.all([loadBrowse(request, context, defaultView), getT(request), getLanguage(request)]);
    const origin = env.PUBLIC_ORIGIN;
    const jsonLd = [listingsJsonLd(browse, language)];
    if (withOrganization) {
      jsonLd.push(
        organization({
          name: SITE_NAMES[language],
          url: canonicalUrl(origin, "/", "", language),
          logo: absoluteUrl(origin, "/favicon.svg"),
          description: t("footer.about"),
        }),
      );
    }
    const feed = { href: feedPath(browse.filters, language), title: t("browse.followSearchHint") };
    return {
      ...browse,
      districts: sortByName(browse.districts, language),
      title: t(keys.title),
      description: t(keys.description),
      jsonLd,
      feed,
    };
  };
}

/** The listing a dashboard route's `id` parameter names, in any state, or a thrown 404. */
export async function requireProperty(idParam: string | undefined) {
  const id = parseId(idParam);
  const property = id === null ? null : await getProperty(id);
  if (!property) notFound();
  return property;
}

/** The district a dashboard route's `id` parameter names, or a thrown 404. */
export async function requireDistrict(idParam: string | undefined) {
  const id = parseId(idParam);
  const district = id === null ? null : await getDistrict(id);
  if (!district) notFound();
  return district;
}
