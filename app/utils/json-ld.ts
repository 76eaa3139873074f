import type { ItemList, Organization, Place, PropertyValue, RealEstateAgent, RealEstateListing, Thing, WithContext } from "schema-dts";

// schema.org descriptions of pages (JSON-LD) for search engines. Plain builders over page data, so a
// unit test can check their shape; <JsonLd> renders them.

export type JsonLd = Record<string, unknown> & { "@type": string };

const CONTEXT = "https://schema.org";

/** A description the type checker has held to schema.org's types (schema-dts), as the plain JSON the page writes. */
function checked<Type extends Thing>(data: WithContext<Type>) {
  return data as unknown as JsonLd;
}

/** JSON for inside a <script>: "<" escaped, so a text containing "</script>" cannot end the element. */
export function serializeJsonLd(data: JsonLd | JsonLd[]) {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export interface ListingLd {
  url: string;
  name: string;
  description: string;
  images: string[];
  /** Yearly rent in SAR. */
  price: number;
  /** Floor area in square metres. */
  size: number;
  streetAddress: string;
  district: string;
  city: string;
  /** The listing's own point (WGS84). */
  geo: { latitude: number; longitude: number };
  datePosted: string;
  /** The day the office can be moved into (YYYY-MM-DD). */
  availableFrom: string;
  language: string;
  /** "year" in the page's language: the rent's unit for people (unitCode says it for machines). */
  yearText: string;
  /** What the listing says about its space (issue 38): its floor's name, and the other facts it states. */
  floorLevel?: string;
  amenityFeature?: Record<string, unknown>[];
}

/**
 * A listing: the page (RealEstateListing) is about the office, an Accommodation (a Place with a floor
 * size and an address), and offers its lease for a year. schema.org's Offer.itemOffered takes a Product
 * or a Service, not a Place, so the office is both an Accommodation and a Product (a multi-typed node),
 * and the offer names it by its @id: one office, described once (issue 49). Typed with schema-dts, so
 * the type checker refuses a property on a type that does not have it (issue 37).
 */
export function realEstateListing(listing: ListingLd): JsonLd {
  const office = `${listing.url}#office`;
  return checked<RealEstateListing>({
    "@context": CONTEXT,
    "@type": "RealEstateListing",
    url: listing.url,
    name: listing.name,
    description: listing.description,
    // No images, no `image` (an empty list reads as a missing picture).
    ...(listing.images.length > 0 ? { image: listing.images } : {}),
    datePosted: listing.datePosted,
    inLanguage: listing.language,
    about: {
      // schema-dts types one @type; a node of two types is valid JSON-LD and schema.org.
      "@type": ["Accommodation", "Product"] as unknown as "Accommodation",
      "@id": office,
      name: listing.name,
      floorSize: { "@type": "QuantitativeValue", value: listing.size, unitCode: "MTK" },
      ...(listing.floorLevel === undefined ? {} : { floorLevel: listing.floorLevel }),
      ...(listing.amenityFeature?.length ? { amenityFeature: listing.amenityFeature } : {}),
      address: {
        "@type": "PostalAddress",
        streetAddress: listing.streetAddress,
        addressLocality: listing.city,
        addressRegion: listing.district,
        addressCountry: "SA",
      },
      geo: { "@type": "GeoCoordinates", latitude: listing.geo.latitude, longitude: listing.geo.longitude },
    },
    offers: {
      "@type": "Offer",
      price: listing.price,
      priceCurrency: "SAR",
      // An IRI (not text), so a JSON-LD reader sees GoodRelations' "lease out".
      businessFunction: { "@id": "http://purl.org/goodrelations/v1#LeaseOut" },
      // The price is for one year: unitCode takes UN/CEFACT's code for a year (ANN); unitText is free
      // text for people, so the word in the page's language (issue 49).
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: listing.price,
        priceCurrency: "SAR",
        unitCode: "ANN",
        unitText: listing.yearText,
      },
      // A page is served only for a published listing (a withdrawn, rented or expired one answers 410
      // with no offer): it is on offer, from the day it can be moved into.
      availability: "https://schema.org/InStock",
      availabilityStarts: listing.availableFrom,
      itemOffered: { "@id": office },
    },
  });
}

/**
 * The listings a page shows, in order. On a later page of a list, positions go on from the pages before
 * (`offset` listings) and numberOfItems is the whole list's (`total`), as schema.org defines it for a list
 * described a page at a time.
 */
export function itemList(items: { url: string; name: string }[], { offset = 0, total = items.length } = {}): JsonLd {
  return checked<ItemList>({
    "@context": CONTEXT,
    "@type": "ItemList",
    numberOfItems: total,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      url: item.url,
      name: item.name,
    })),
  });
}

export interface DistrictMarketLd {
  listings: number;
  pricePerSqm: { min: number | null; median: number | null; max: number | null };
  size: { median: number | null };
}

/**
 * A district: a Place with its point and where it is (the city, the country), and its market figures.
 * schema.org has no type for a market's statistics, so each figure is one of its additionalProperty
 * PropertyValues (name, value or range, unit); a figure the district does not have (no listings) is left
 * out. Unit codes are UN/CEFACT's (MTK: m²).
 */
export function districtMarketJsonLd({
  name,
  url,
  city,
  geo,
  market,
  names,
}: {
  name: string;
  url: string;
  city: string;
  /** The district's point (WGS84), as the districts API gives it. */
  geo: { latitude: number; longitude: number };
  market: DistrictMarketLd;
  names: { listings: string; medianPerSqm: string; rangePerSqm: string; medianSize: string };
}): JsonLd {
  const rentUnit = "SAR per m² per year";
  const values: PropertyValue[] = [{ "@type": "PropertyValue", name: names.listings, value: market.listings }];
  const { min, median, max } = market.pricePerSqm;
  if (median !== null) values.push({ "@type": "PropertyValue", name: names.medianPerSqm, value: median, unitText: rentUnit });
  if (min !== null && max !== null)
    values.push({ "@type": "PropertyValue", name: names.rangePerSqm, minValue: min, maxValue: max, unitText: rentUnit });
  if (market.size.median !== null)
    values.push({ "@type": "PropertyValue", name: names.medianSize, value: market.size.median, unitCode: "MTK" });
  return checked<Place>({
    "@context": CONTEXT,
    "@type": "Place",
    name,
    url,
    address: { "@type": "PostalAddress", addressLocality: city, addressCountry: "SA" },
    geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
    additionalProperty: values,
  });
}

export interface AdvertiserLd {
  url: string;
  /** In the page's language (or the other one, when that is all they gave). */
  name: string;
  /** Their name in the other language, when they gave both. */
  alternateName?: string;
  type: "owner" | "broker" | "developer";
  /** As they wrote it ("" = none). */
  phone: string;
  /** A broker's REGA FAL brokerage licence: its number, and what it is called in the page's language. */
  falLicense?: { name: string; value: string };
  city: string;
}

/**
 * The advertiser behind a public page (issue 51): a broker is a RealEstateAgent, with the REGA FAL licence
 * as its identifier; an owner or a developer an Organization. Their offices are the page's ItemList.
 */
export function advertiserJsonLd(advertiser: AdvertiserLd): JsonLd {
  const common = {
    "@context": CONTEXT,
    "@id": `${advertiser.url}#advertiser`,
    name: advertiser.name,
    ...(advertiser.alternateName ? { alternateName: advertiser.alternateName } : {}),
    url: advertiser.url,
    ...(advertiser.phone ? { telephone: advertiser.phone } : {}),
    areaServed: { "@type": "City", name: advertiser.city },
  } as const;
  if (advertiser.type !== "broker") return checked<Organization>({ ...common, "@type": "Organization" });
  return checked<RealEstateAgent>({
    ...common,
    "@type": "RealEstateAgent",
    ...(advertiser.falLicense
      ? {
          identifier: {
            "@type": "PropertyValue",
            propertyID: "REGA FAL",
            name: advertiser.falLicense.name,
            value: advertiser.falLicense.value,
          },
        }
      : {}),
  });
}

/** Where a page sits: home first, the page itself last. */
export function breadcrumbList(crumbs: { url: string; name: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

export function organization(site: { name: string; url: string; logo: string; description: string }): JsonLd {
  return { "@context": CONTEXT, "@type": "Organization", ...site };
}
