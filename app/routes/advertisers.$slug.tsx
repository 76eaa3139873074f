import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { DistrictNamesProvider } from "~/components/DistrictNames";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { CallLink, WhatsAppLink } from "~/components/listing/ContactLinks";
import { JsonLd } from "~/components/JsonLd";
import { Pagination } from "~/components/Pagination";
import { PropertyCard } from "~/components/PropertyCard";
import { Icon } from "~/components/ui/Icon";
import { LocalizedText } from "~/components/ui/LocalizedText";
import { getPublicAdvertiser, listAdvertiserCards } from "~/models/advertiser-page.server";
import { PAGE_SIZE } from "~/schemas/filters";
import { env } from "~/services/env.server";
import { getLanguage, getT } from "~/services/i18n.server";
import { formatNumber } from "~/utils/format";
import { advertiserJsonLd, breadcrumbList, itemList } from "~/utils/json-ld";
import { listingText, pickLanguage } from "~/utils/localized";
import { pageWindow } from "~/utils/pagination";
import { whatsAppLink } from "~/utils/phone";
import { canonicalUrl, errorPageMeta, seoMeta } from "~/utils/seo";
import { keepRetryAfter } from "~/utils/route-headers";
import { useLanguage } from "~/utils/use-language";

// /advertisers/{slug} (issue 51): an advertiser's public page, their published offices as the browse page's
// cards, a page at a time. Unknown and suspended advertisers are a 404. Not a kept page (KEEPABLE_PAGE): it
// shows the advertiser's profile, which the data version the page cache keys on does not follow.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [advertiser, language, t] = await Promise.all([getPublicAdvertiser(params.slug ?? ""), getLanguage(request), getT(request)]);
  if (!advertiser) throw data({ title: t("notFound.title") }, { status: 404 });
  const url = new URL(request.url);
  const { page, pages, limit, offset } = pageWindow(url, advertiser.listings, PAGE_SIZE);
  // One address per page: `page` only past the first, `lng` last, nothing else (as the browse pages).
  const canonical = new URLSearchParams();
  if (page > 1) canonical.set("page", String(page));
  const lng = url.searchParams.get("lng");
  if (lng) canonical.set("lng", lng);
  if (canonical.toString() !== url.searchParams.toString()) {
    throw redirect(`${url.pathname}${canonical.size > 0 ? `?${canonical}` : ""}`, 302);
  }
  const cards = advertiser.listings > 0 ? await listAdvertiserCards(advertiser.id, { limit, offset }) : [];
  const name = pickLanguage(advertiser.name, advertiser.nameAr, language);
  const other = language === "ar" ? advertiser.name : advertiser.nameAr;
  const type = t(`trust.advertiserTypes.${advertiser.type}`);
  const offices = formatNumber(advertiser.listings, language);
  const origin = env.PUBLIC_ORIGIN;
  const pageUrl = canonicalUrl(origin, url.pathname, "", language);
  const falLicense = advertiser.type === "broker" ? advertiser.falLicenseNumber : "";
  return {
    advertiser: {
      slug: advertiser.slug,
      type: advertiser.type,
      phone: advertiser.phone,
      whatsapp: advertiser.whatsapp,
      falLicenseNumber: falLicense,
      listings: advertiser.listings,
    },
    name,
    cards,
    page,
    pages,
    title: t("advertiserPage.metaTitle", { name: name.text }),
    description: t("advertiserPage.metaDescription", { name: name.text, type, offices }),
    jsonLd: [
      advertiserJsonLd({
        url: pageUrl,
        name: name.text,
        alternateName: name.lang || other.trim() === "" ? undefined : other,
        type: advertiser.type,
        phone: advertiser.phone,
        falLicense: falLicense ? { name: t("trust.brokerageLicenseNumber"), value: falLicense } : undefined,
        city: t("seo.city"),
      }),
      itemList(
        cards.map((card) => ({
          url: canonicalUrl(origin, `/property/${card.id}`, "", language),
          name: listingText(card, "title", language).text,
        })),
        { offset, total: advertiser.listings },
      ),
      breadcrumbList([
        { name: t("seo.home"), url: canonicalUrl(origin, "/", "", language) },
        { name: name.text, url: pageUrl },
      ]),
    ],
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.data) return errorPageMeta(args);
  // Every page of the list is indexable, as the district pages' are (the loader has made its query canonical);
  // an advertiser with no office on offer is an empty page, which the sitemap leaves out too.
  return seoMeta(args, {
    title: args.data.title,
    description: args.data.description,
    keepQuery: true,
    noindex: args.data.advertiser.listings === 0,
  });
};

export const headers = keepRetryAfter;

export default function AdvertiserPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { advertiser, name, cards, page, pages, jsonLd } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const whatsApp = whatsAppLink(advertiser.whatsapp);
  const districtNames = [...new Map(cards.map((card) => [card.district, { name: card.district, nameAr: card.districtNameAr }])).values()];
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6">
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-ink-muted hover:text-ink hover:underline">
        <Icon name="chevronStart" className="size-4 rtl:rotate-180" />
        {t("property.backToBrowse")}
      </Link>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <header className="min-w-0">
          <h1 className="text-3xl font-bold leading-tight tracking-tight md:text-4xl">
            <LocalizedText value={name} />
          </h1>
          <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-3 text-sm">
            <div>
              <dt className="text-ink-muted">{t("trust.advertiserType")}</dt>
              <dd className="font-semibold">{t(`trust.advertiserTypes.${advertiser.type}`)}</dd>
            </div>
            {advertiser.falLicenseNumber ? (
              <div>
                <dt className="text-ink-muted">{t("trust.brokerageLicenseNumber")}</dt>
                <dd className="inline-flex items-center gap-1.5 font-semibold">
                  <Icon name="shieldCheck" className="size-4 text-brand-strong" />
                  <span dir="ltr">{advertiser.falLicenseNumber}</span>
                </dd>
              </div>
            ) : null}
          </dl>
        </header>
        {advertiser.phone || whatsApp ? (
          <section aria-labelledby="advertiser-contact-title" className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm">
            <h2 id="advertiser-contact-title" className="text-lg font-semibold">
              {t(`property.contactAdvertiser.${advertiser.type}`)}
            </h2>
            <div className="mt-3 flex flex-col gap-3">
              {advertiser.phone ? <CallLink phone={advertiser.phone} /> : null}
              {whatsApp ? <WhatsAppLink href={whatsApp} /> : null}
            </div>
          </section>
        ) : null}
      </div>

      <section aria-labelledby="advertiser-offices-title" className="mt-10">
        <h2 id="advertiser-offices-title" className="text-2xl font-semibold">
          {t("advertiserPage.offices", { offices: formatNumber(advertiser.listings, language) })}
        </h2>
        {cards.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">{t("advertiserPage.none")}</p>
        ) : (
          <DistrictNamesProvider districts={districtNames}>
            <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
              {cards.map((card) => (
                <li key={card.id}>
                  <PropertyCard property={card} />
                </li>
              ))}
            </ul>
          </DistrictNamesProvider>
        )}
        <Pagination page={page} pages={pages} path={`${pathname}${search}`} />
      </section>
      <JsonLd data={jsonLd} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
