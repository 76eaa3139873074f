import { listDistrictChoices } from "~/models/districts.server";
import { listPublishedListingsForSitemap } from "~/models/properties.server";
import { cachedRead } from "~/services/read-cache.server";
import { STATIC_PAGES, type SitemapPage } from "~/utils/sitemap";

/**
 * Every public page the sitemap names: static pages, the pages of districts with published offices, and
 * published listings, each last modified at its last change (created, confirmed or edited).
 */
export function listSitemapPages(): Promise<SitemapPage[]> {
  return cachedRead("sitemap-pages", async () => {
    const [districts, listings] = await Promise.all([listDistrictChoices(), listPublishedListingsForSitemap()]);
    return [
      ...STATIC_PAGES.map((path) => ({ path })),
      ...districts.filter((district) => district.listings > 0).map((district) => ({ path: `/districts/${district.slug}` })),
      ...listings.map((listing) => ({ path: `/property/${listing.id}`, lastmod: listing.lastChangedAt.toISOString().slice(0, 10) })),
    ];
  });
}
