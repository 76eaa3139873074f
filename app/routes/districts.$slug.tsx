import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { BrowseErrorBoundary } from "~/components/browse/BadQuery";
import { BrowseResults } from "~/components/browse/BrowseResults";
import { FilterForm } from "~/components/browse/FilterForm";
import { DistrictNamesProvider } from "~/components/DistrictNames";
import { DistrictMarket } from "~/components/district/DistrictMarket";
import { JsonLd } from "~/components/JsonLd";
import { PlainLink } from "~/components/PlainLink";
import { LocalizedText } from "~/components/ui/LocalizedText";
import { readBrowse } from "~/models/browse.server";
import { getDistrictBySlug, listDistricts } from "~/models/districts.server";
import { getDistrictMarket } from "~/models/district-market.server";
import { activeFilterChips } from "~/schemas/filters-query";
import { getLanguage, getT } from "~/services/i18n.server";
import { districtText, findDistrict, sortByName } from "~/utils/district-names";
import { feedMeta, feedPath } from "~/utils/feed";
import { formatNumber } from "~/utils/format";
import { breadcrumbList, districtMarketJsonLd } from "~/utils/json-ld";
import { browseRedirect, listingsJsonLd } from "~/route-helpers/route-meta.server";
import { badQuery, wordSearchAdmission } from "~/route-helpers/http.server";
import type { ReadGate } from "~/services/read-cache.server";
import { canonicalUrl, errorPageMeta, isIndexableBrowseQuery, seoMeta } from "~/utils/seo";
import { env } from "~/services/env.server";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";
import { keepRetryAfter } from "~/utils/route-headers";

/**
 * The browse read for a district page: the page's query with the district put first, as the browse
 * page's own canonical query would have it. A malformed query is a 400; a non-canonical one redirects
 * to its canonical form on this page.
 */
async function readDistrictBrowse(url: URL, districtName: string, searchGate: ReadGate) {
  const browseUrl = new URL(url.pathname, url.origin);
  browseUrl.searchParams.set("district", districtName);
  for (const [key, value] of url.searchParams) browseUrl.searchParams.append(key, value);
  const read = await readBrowse(browseUrl, "grid", searchGate);
  if (read.badParams !== undefined) throw badQuery(url.searchParams, read.badParams, read.reasons);
  if (read.redirectTo !== undefined) {
    const query = new URL(read.redirectTo, url.origin).searchParams;
    query.delete("district");
    throw await browseRedirect(`${url.pathname}${query.size > 0 ? `?${query}` : ""}`, read.swapped, read.unknownNear);
  }
  return read;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [district, language, t] = await Promise.all([getDistrictBySlug(params.slug ?? ""), getLanguage(request), getT(request)]);
  const url = new URL(request.url);
  if (!district) {
    // The district's name in any case, or its Arabic name (/districts/Olaya, /districts/العليا): one
    // address per page, so a permanent redirect to its slug, as the filter reads names.
    const named = findDistrict(await listDistricts(), params.slug ?? "");
    if (named) throw redirect(`/districts/${named.slug}${url.search}`, 301);
    throw data({ title: t("notFound.title") }, { status: 404 });
  }
  // Choosing more districts in the filters leaves this page for the browse page, with this district kept.
  if (url.searchParams.has("district")) {
    const query = new URLSearchParams(url.search);
    query.append("district", district.name);
    throw redirect(`/?${query}`, 302);
  }
  const [browse, market] = await Promise.all([
    readDistrictBrowse(url, district.name, wordSearchAdmission(request, context)),
    getDistrictMarket(district.name),
  ]);
  const name = districtText(district, language);
  const count = formatNumber(market.listings, language);
  const pageUrl = canonicalUrl(env.PUBLIC_ORIGIN, url.pathname, "", language);
  return {
    ...browse,
    districts: sortByName(browse.districts, language),
    // The page is the district: its filters leave the district out, so links and forms stay on it.
    filters: { ...browse.filters, district: [] },
    // The feed follows the district's search, district included.
    feed: { href: feedPath(browse.filters, language), title: t("browse.followSearchHint") },
    name,
    market,
    title: t("district.metaTitle", { district: name.text }),
    description: t("district.metaDescription", { district: name.text, offices: count }),
    jsonLd: [
      listingsJsonLd(browse, language),
      districtMarketJsonLd({
        name: name.text,
        url: pageUrl,
        city: t("seo.city"),
        geo: { latitude: district.latitude, longitude: district.longitude },
        market,
        names: {
          listings: t("district.offices"),
          medianPerSqm: t("district.medianPerSqm"),
          rangePerSqm: t("district.market.rentRange"),
          medianSize: t("district.market.medianSize"),
        },
      }),
      breadcrumbList([
        { name: t("seo.home"), url: canonicalUrl(env.PUBLIC_ORIGIN, "/", "", language) },
        { name: name.text, url: pageUrl },
      ]),
    ],
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.data) return errorPageMeta(args);
  return [
    ...seoMeta(args, {
      title: args.data.title,
      description: args.data.description,
      // Its pages in order are indexable; a filtered or sorted list is a near copy.
      noindex: !isIndexableBrowseQuery(args.location.search),
      keepQuery: true,
    }),
    ...feedMeta(args.data.feed),
  ];
};

export const headers = keepRetryAfter;
export const ErrorBoundary = BrowseErrorBoundary;

export const handle = KEEPABLE_PAGE;

export default function DistrictPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { market, name } = data;
  return (
    <DistrictNamesProvider districts={data.districts}>
      <section aria-labelledby="district-title" className="border-b border-line bg-surface-muted">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <PlainLink to="/districts" className="text-sm font-medium text-ink-muted hover:text-ink hover:underline">
            {t("district.allDistricts")}
          </PlainLink>
          <h1 id="district-title" className="text-3xl font-bold md:text-4xl">
            {t("district.heading")} <LocalizedText value={name} />
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-ink-muted">{t("district.intro", { district: name.text })}</p>
          <DistrictMarket market={market} district={name.text} part="figures" />
        </div>
      </section>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:items-start md:gap-8 md:py-10">
        <div>
          <FilterForm
            filters={data.filters}
            view={data.view}
            defaultView="grid"
            districts={data.districts}
            landmarks={data.landmarks}
            activeCount={activeFilterChips(data.filters).length}
          />
        </div>
        <BrowseResults {...data} defaultView="grid" />
      </div>
      <DistrictMarket market={market} district={name.text} part="charts" />
      <JsonLd data={data.jsonLd} />
    </DistrictNamesProvider>
  );
}
