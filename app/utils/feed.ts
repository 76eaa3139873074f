import type { MetaDescriptor } from "@remix-run/node";
import type { Language } from "~/i18n";
import type { PropertyFilters } from "~/schemas/filters";
import { searchQueryOf } from "~/schemas/filters-query";

/** Where a browse page's search can be followed: its Atom feed, and the feed's name for readers. */
export interface FeedLink {
  href: string;
  title: string;
}

/** The Atom feed of a search: its filters (the feed is always newest first, so no sort), in its language. */
export function feedPath(filters: PropertyFilters, language: Language) {
  const query = searchQueryOf(filters);
  if (language === "ar") query.set("lng", "ar");
  return `/feed.xml${query.size > 0 ? `?${query}` : ""}`;
}

/** The page that explains a search's feed and how to follow it (a phone would otherwise show raw XML). */
export function feedGuidePath(feedHref: string) {
  return feedHref.replace(/^\/feed\.xml/, "/feed");
}

/** The <link rel="alternate"> that lets browsers and feed readers find a page's feed. */
export function feedMeta(feed: FeedLink | undefined): MetaDescriptor[] {
  return feed ? [{ tagName: "link", rel: "alternate", type: "application/atom+xml", title: feed.title, href: feed.href }] : [];
}
