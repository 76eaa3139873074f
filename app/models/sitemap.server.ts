import { listDistrictChoices } from "~/models/districts.server";
import { listPublishedListingsForSitemap } from "~/models/properties.server";
import { cachedRead } from "~/services/read-cache.server";
import { STATIC_PAGES, type SitemapPage } from "~/utils/sitemap";

/**
 * Every public page the sitemap names: static pages, the pages of districts with published offices, published
 * listings, each last modified at its last change (created, confirmed or edited), and the pages of advertisers
 * with published listings (a suspended advertiser has none), last modified at their newest listing's change.
 */
export function listSitemapPages(): Promise<SitemapPage[]> {
  return cachedRead("sitemap-pages", async () => {
    const [districts, listings] = await Promise.all([listDistrictChoices(), listPublishedListingsForSitemap()]);
    const advertisers = new Map<string, Date>();
    for (const { advertiserSlug, lastChangedAt } of listings) {
      const newest = advertiserSlug ? advertisers.get(advertiserSlug) : undefined;
      if (advertiserSlug && (!newest || lastChangedAt > newest)) advertisers.set(advertiserSlug, lastChangedAt);
    }
    const day = (at: Date) => at.toISOString().slice(0, 10);
    return [
      ...STATIC_PAGES.map((path) => ({ path })),
      ...districts.filter((district) => district.listings > 0).map((district) => ({ path: `/districts/${district.slug}` })),
      ...listings.map((listing) => ({ path: `/property/${listing.id}`, lastmod: day(listing.lastChangedAt) })),
      ...[...advertisers].map(([slug, lastChangedAt]) => ({ path: `/advertisers/${slug}`, lastmod: day(lastChangedAt) })),
    ];
  });
}
