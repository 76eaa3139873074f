// The listing page's loader-side parts: its 404 and 410 answers and its structured data. Kept apart so
// that the route module holds only its loader, action and page.
import { data } from "@remix-run/node";
import type { Language } from "~/i18n";
import type { Property } from "~/models/properties.server";
import { listSimilarCards } from "~/models/similar-listings.server";
import { getLanguage, getT } from "~/services/i18n.server";
import { type DistrictNames, districtText } from "~/utils/district-names";
import { parseId } from "~/route-helpers/http.server";
import { breadcrumbList, type ListingLd, realEstateListing } from "~/utils/json-ld";
import type { LocalText } from "~/utils/localized";
import { absoluteUrl, canonicalUrl } from "~/utils/seo";
import { type GoneListing, goneReason } from "~/components/listing/MissingListing";
import type { ListingLifecycle } from "~/schemas/property";

/** The 404 of a missing or malformed id; it carries the translated page title for `meta`. */
export async function notFound(request: Request) {
  const t = await getT(request);
  return data({ error: "Property not found", title: t("property.notFoundTitle") }, { status: 404 });
}

/** The route's id as a positive 32-bit integer, or a 404 for anything else ("abc", "1.5", "-1", "0", too big). */
export async function parsePropertyId(request: Request, raw: string | undefined) {
  const id = parseId(raw);
  if (id === null) throw await notFound(request);
  return id;
}

/**
 * 410 Gone: the listing exists but is no longer published: the admin withdrew or archived it (taken down or
 * rented), or its licence expired or its availability went unconfirmed for 90 days. The page says which, and
 * offers published listings of the same district instead.
 */
export async function gone(
  request: Request,
  listing: { id: number; district: string; lifecycle: ListingLifecycle },
  districtNames: DistrictNames,
) {
  const [language, t, similar] = await Promise.all([getLanguage(request), getT(request), listSimilarCards(listing.district, listing.id)]);
  const body: GoneListing & { error: string; title: string } = {
    error: "Listing no longer published",
    title: t("property.goneTitle"),
    reason: goneReason(listing.lifecycle),
    district: { names: districtNames, text: districtText(districtNames, language) },
    similar,
  };
  // Browsers keep a 410 without caching headers as if for ever; a renewed listing must come back.
  return data(body, { status: 410, headers: { "Cache-Control": "no-cache" } });
}

/** The listing and the breadcrumb trail that leads to it, as schema.org JSON-LD. */
export function listingJsonLd({
  origin,
  property,
  text,
  districtSlug,
  city,
  home,
  year,
  language,
  space,
}: {
  origin: string;
  property: Pick<Property, "id" | "images" | "price" | "size" | "createdAt" | "availableFrom" | "latitude" | "longitude">;
  text: { title: LocalText; description: LocalText; address: LocalText; district: LocalText };
  districtSlug: string | null;
  city: string;
  home: string;
  /** "year" in the page's language: the rent's unit. */
  year: string;
  language: Language;
  space: Pick<ListingLd, "floorLevel" | "amenityFeature">;
}) {
  const url = canonicalUrl(origin, `/property/${property.id}`, "", language);
  const districtUrl = districtSlug ? canonicalUrl(origin, `/districts/${districtSlug}`, "", language) : null;
  return [
    realEstateListing({
      url,
      name: text.title.text,
      description: text.description.text,
      images: property.images.map((image) => absoluteUrl(origin, image)),
      price: property.price,
      size: property.size,
      streetAddress: text.address.text,
      district: text.district.text,
      city,
      geo: { latitude: property.latitude, longitude: property.longitude },
      datePosted: property.createdAt.toISOString().slice(0, 10),
      availableFrom: property.availableFrom,
      language,
      yearText: year,
      ...space,
    }),
    breadcrumbList([
      { name: home, url: canonicalUrl(origin, "/", "", language) },
      ...(districtUrl ? [{ name: text.district.text, url: districtUrl }] : []),
      { name: text.title.text, url },
    ]),
  ];
}
