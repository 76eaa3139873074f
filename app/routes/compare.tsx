import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { DistrictNamesProvider, useDistrictText } from "~/components/DistrictNames";
import { BadIdsErrorBoundary } from "~/components/saved/BadIds";
import { LocalizedText } from "~/components/ui/LocalizedText";
import { listDistricts } from "~/models/districts.server";
import { listComparedByIds, listUnpublishedTitles } from "~/models/properties.server";
import { COMPARE_FORM_ID, COMPARE_MAX, COMPARE_MIN, COMPARE_TICKED_PARAM, parseIdsQuery } from "~/schemas/saved";
import { getT } from "~/services/i18n.server";
import { yearlyCost } from "~/utils/cost";
import { cardImageUrl } from "~/utils/images";
import { formatDate, formatNumber, pricePerSqm } from "~/utils/format";
import { listingText } from "~/utils/localized";
import { badQuery } from "~/route-helpers/http.server";
import { pageTitle } from "~/utils/meta";
import { telLink } from "~/utils/phone";
import { useAmenityLabel } from "~/utils/use-amenity-label";
import { OFFICE_FACT_KEYS, officeFactText } from "~/utils/office-facts";
import { useLanguage } from "~/utils/use-language";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = url.searchParams.get("lng");
  const lng = language ? `&lng=${encodeURIComponent(language)}` : "";
  // Nothing ticked is a count too: the saved page's GET form then sends no ids at all.
  const query = url.searchParams.has("ids") ? parseIdsQuery(url.searchParams) : ({ success: true, ids: [] } as const);
  if (!query.success) throw badQuery(url.searchParams, ["ids"], { ids: query.reasons });
  // Too few or too many ticked: back to the saved list, the ticks kept, where it says how many to tick.
  if (query.ids.length < COMPARE_MIN || query.ids.length > COMPARE_MAX) {
    throw redirect(`/saved?${COMPARE_TICKED_PARAM}=${query.ids.join(",")}${lng}#${COMPARE_FORM_ID}`, 302);
  }
  // The saved page's GET form sends ?ids=3&ids=17; the address to keep and share is ?ids=3,17. (Remix
  // hands loaders a re-encoded query, "3%2C17", so the decoded value is what is compared.)
  const canonical = query.ids.join(",");
  if (url.searchParams.getAll("ids").join("&") !== canonical) throw redirect(`/compare?ids=${canonical}${lng}`, 302);
  const [listings, districts, t] = await Promise.all([listComparedByIds(query.ids), listDistricts(), getT(request)]);
  // A shared link outlives its listings (issue 50): the published ones are compared, one withdrawn or
  // lapsed since is named as no longer available (as the saved page does), a deleted one is left out.
  const missing = query.ids.filter((id) => !listings.some((listing) => listing.id === id));
  const gone = await listUnpublishedTitles(missing);
  return { title: t("compare.title"), listings, gone, districts: districts.map(({ name, nameAr }) => ({ name, nameAr })) };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  { title: pageTitle(loaderData?.title, matches) },
  { name: "robots", content: "noindex" },
];

export const ErrorBoundary = BadIdsErrorBoundary;

type Listing = Awaited<ReturnType<typeof loader>>["listings"][number];

export const handle = KEEPABLE_PAGE;

export default function ComparePage() {
  const { listings, gone, districts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    // data-print-alone: the printed page is the table, without the site's header and footer (tailwind.css).
    <div data-print-alone className="mx-auto max-w-7xl px-4 pb-16 pt-8 print:p-0">
      <Link to="/saved" className="text-sm font-medium text-ink-muted hover:text-ink hover:underline print:hidden">
        {t("saved.backToSaved")}
      </Link>
      <h1 id="compare-title" className="mt-4 text-3xl font-bold">
        {t("compare.title")}
      </h1>
      {gone.length > 0 ? (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {gone.map((listing) => (
            <li key={listing.id} data-testid="gone-listing" className="rounded-xl border border-dashed border-line bg-surface-muted p-4">
              <Link to={`/property/${listing.id}`} className="font-semibold hover:underline">
                <LocalizedText value={listingText(listing, "title", language)} />
              </Link>
              <p className="mt-1 text-sm text-ink-muted">{t("saved.gone")}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {listings.length > 0 ? (
        <DistrictNamesProvider districts={districts}>
          <CompareTable listings={listings} />
        </DistrictNamesProvider>
      ) : (
        <p className="mt-6">
          <Link to="/" className="font-semibold text-brand underline">
            {t("compare.noneLeft")}
          </Link>
        </p>
      )}
    </div>
  );
}

// On a phone the table is laid out fixed: the fact names 5.25rem, each listing 8.5rem (a phone number,
// "+966 11 412 3380", is 113 px on one line), so two listings fill a 390 px screen's 356 px box and more
// scroll sideways. Wider screens size the columns to their content.
const PHONE_WIDTHS: Record<number, string> = { 2: "w-[22.25rem]", 3: "w-[30.75rem]", 4: "w-[39.25rem]" };

/**
 * One column per listing, one row per fact. On a phone the columns scroll sideways under the fact names,
 * which stay put (sticky at the inline start, so on the right in Arabic); printed, everything shows.
 */
function CompareTable({ listings }: { listings: Listing[] }) {
  const { t } = useTranslation();
  const amenityLabel = useAmenityLabel();
  const language = useLanguage();
  const districtName = useDistrictText();
  const number = (value: number) => formatNumber(value, language);
  // Every amount as the listing page's "Full cost" box writes it ("23,500 SAR", "23,500 ريال").
  const sar = (amount: number) => t("trust.amount", { amount: number(amount) });
  const yesNo = (value: boolean) => (value ? t("compare.yes") : t("compare.no"));
  // "Furnished" is also an amenity some owners tick; the furnished row already answers it.
  const amenities = [...new Set(listings.flatMap((listing) => listing.amenities))].filter((amenity) => amenity !== "Furnished");
  const rows: { label: string; cell: (listing: Listing) => ReactNode }[] = [
    { label: t("compare.district"), cell: (listing) => <LocalizedText value={districtName(listing.district)} /> },
    { label: t("compare.rent"), cell: (listing) => sar(listing.price) },
    // The whole cost, as each listing's "Full cost" box has it.
    { label: t("trust.serviceCharge"), cell: (listing) => sar(yearlyCost(listing).serviceCharge) },
    { label: t("trust.vat"), cell: (listing) => (listing.vatApplies ? sar(yearlyCost(listing).vat) : t("trust.noVat")) },
    { label: t("trust.totalPerYear"), cell: (listing) => <strong>{sar(yearlyCost(listing).total)}</strong> },
    {
      label: t("trust.payment"),
      cell: (listing) => {
        const cost = yearlyCost(listing);
        return (
          <>
            {t(`trust.instalments.${listing.paymentTerms}`, { amount: sar(cost.instalment) })}
            {cost.lastInstalment !== cost.instalment ? ` ${t("trust.lastInstalment", { amount: sar(cost.lastInstalment) })}` : null}
          </>
        );
      },
    },
    {
      label: t("compare.pricePerSqm"),
      cell: (listing) => sar(pricePerSqm(listing.price, listing.size)),
    },
    { label: t("compare.size"), cell: (listing) => t("property.sizeValue", { size: number(listing.size) }) },
    { label: t("compare.capacity"), cell: (listing) => t("property.capacityValue", { count: listing.capacity }) },
    {
      label: t("compare.sqmPerPerson"),
      cell: (listing) => (listing.capacity > 0 ? t("property.sizeValue", { size: number(listing.size / listing.capacity) }) : "—"),
    },
    { label: t("compare.parking"), cell: (listing) => number(listing.parkingSpaces) },
    { label: t("compare.floors"), cell: (listing) => number(listing.floors) },
    // The space (issue 38): "Not stated" where a listing does not say.
    ...OFFICE_FACT_KEYS.map((key) => ({
      label: t(`office.${key}`),
      cell: (listing: Listing) => officeFactText(key, listing, t, language) ?? t("office.notStated"),
    })),
    { label: t("compare.furnished"), cell: (listing) => yesNo(listing.furnished) },
    { label: t("compare.availableFrom"), cell: (listing) => formatDate(listing.availableFrom, language) },
    ...amenities.map((amenity) => ({
      label: amenityLabel(amenity),
      cell: (listing: Listing) => <Mark on={listing.amenities.includes(amenity)} />,
    })),
    { label: t("compare.contact"), cell: (listing) => <Contact listing={listing} /> },
  ];
  const cellClass = "border-b border-line p-2 align-top sm:p-3";
  const stickyClass = "sticky start-0 z-10 bg-surface-muted text-start font-semibold print:static";
  return (
    <div
      // Focusable so a keyboard can scroll it sideways.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-labelledby="compare-title"
      aria-describedby="compare-swipe"
      // relative: the cells' visually hidden texts are positioned, and would otherwise widen the page itself.
      className="scroll-sideways scroll-shadows relative mt-6 rounded-xl border border-line focus-visible:outline-2 focus-visible:outline-brand print:overflow-visible print:border-0"
    >
      {/* Only while some offices are beyond the box's edge (tailwind.css, .scroll-hint); held in view as it scrolls. */}
      <p id="compare-swipe" className="scroll-hint sticky start-0 bg-brand-soft px-3 py-2 text-sm font-medium text-ink print:hidden">
        {t("compare.swipeHint", { total: listings.length })}
      </p>
      <table
        className={`${PHONE_WIDTHS[listings.length] ?? ""} table-fixed border-collapse text-xs sm:w-full sm:min-w-max sm:table-auto sm:text-sm`}
      >
        <thead>
          <tr>
            <td className={`${cellClass} ${stickyClass} w-[5.25rem] sm:w-40`} />
            {listings.map((listing) => (
              <th key={listing.id} scope="col" className={`${cellClass} text-start sm:w-60`}>
                {listing.image ? (
                  <img
                    src={cardImageUrl(listing.image)}
                    alt=""
                    width={240}
                    height={160}
                    className="mb-2 h-20 w-full rounded-lg object-cover sm:h-32 sm:w-56 print:h-24"
                  />
                ) : null}
                <Link to={`/property/${listing.id}`} className="font-semibold hover:underline">
                  <LocalizedText value={listingText(listing, "title", language)} />
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={`${cellClass} ${stickyClass}`}>
                {row.label}
              </th>
              {listings.map((listing) => (
                <td key={listing.id} className={cellClass}>
                  {row.cell(listing)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** ✓ or —, with words for screen readers. */
function Mark({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" className={on ? "font-bold text-brand-strong" : "text-ink-muted"}>
        {on ? "✓" : "—"}
      </span>
      <span className="sr-only">{on ? t("compare.yes") : t("compare.no")}</span>
    </>
  );
}

/** The owner's phone when the listing has one, and its inquiry form. */
function Contact({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      {listing.contactPhone ? (
        <a href={telLink(listing.contactPhone)} dir="ltr" className="w-fit whitespace-nowrap text-brand underline">
          {listing.contactPhone}
        </a>
      ) : null}
      <Link to={`/property/${listing.id}#inquiry`} className="w-fit text-brand underline print:hidden">
        {t("compare.inquire")}
      </Link>
    </div>
  );
}
