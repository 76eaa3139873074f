import type { ItemList, Place, PropertyValue, RealEstateListing, Thing, WithContext } from "schema-dts";

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
  language: string;
  /** What the listing says about its space (issue 38): its floor's name, and the other facts it states. */
  floorLevel?: string;
  amenityFeature?: Record<string, unknown>[];
}

/**
 * A listing: the page (RealEstateListing) is about the office, an Accommodation (a Place with a floor
 * size and an address), and offers its lease for a year. schema.org's Offer.itemOffered takes a Product
 * or a Service, not a Place, so the lease is a Product named after the office. Typed with schema-dts, so
 * the type checker refuses a property on a type that does not have it (issue 37).
 */
export function realEstateListing(listing: ListingLd): JsonLd {
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
      "@type": "Accommodation",
      "@id": `${listing.url}#office`,
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
      // The price is for one year (UN/CEFACT code ANN).
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: listing.price,
        priceCurrency: "SAR",
        unitCode: "ANN",
        unitText: "ANN",
      },
      itemOffered: { "@type": "Product", name: listing.name, url: listing.url },
    },
  });
}

/** The listings a page shows, in order. */
export function itemList(items: { url: string; name: string }[]): JsonLd {
  return checked<ItemList>({
    "@context": CONTEXT,
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, url: item.url, name: item.name })),
  });
}

export interface DistrictMarketLd {
  listings: number;
  pricePerSqm: { min: number | null; median: number | null; max: number | null };
  size: { median: number | null };
}

/**
 * A district's market figures. schema.org has no type for a market's statistics, so the district is a
 * Place and each figure one of its additionalProperty PropertyValues (name, value or range, unit); a
 * figure the district does not have (no listings) is left out. Unit codes are UN/CEFACT's (MTK: m²).
 */
export function districtMarketJsonLd({
  name,
  url,
  market,
  names,
}: {
  name: string;
  url: string;
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
  return checked<Place>({ "@context": CONTEXT, "@type": "Place", name, url, additionalProperty: values });
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
