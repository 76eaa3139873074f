import { listDistricts } from "~/models/districts.server";
import { listPublishedListingsForSitemap } from "~/models/properties.server";
import { cachedRead } from "~/services/read-cache.server";
import { STATIC_PAGES, type SitemapPage } from "~/utils/sitemap";

/** Every public page the sitemap names: static pages, district pages and published listings. */
export function listSitemapPages(): Promise<SitemapPage[]> {
  return cachedRead("sitemap-pages", async () => {
    const [districts, listings] = await Promise.all([listDistricts(), listPublishedListingsForSitemap()]);
    return [
      ...STATIC_PAGES.map((path) => ({ path })),
      ...districts.map((district) => ({ path: `/districts/${district.slug}` })),
      ...listings.map((listing) => ({ path: `/property/${listing.id}`, lastmod: listing.createdAt.toISOString().slice(0, 10) })),
    ];
  });
}
