// schema.org descriptions of pages (JSON-LD) for search engines. Plain builders over page data, so a
// unit test can check their shape; <JsonLd> renders them.

export type JsonLd = Record<string, unknown> & { "@type": string };

const CONTEXT = "https://schema.org";

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
}

/** A listing: the page (RealEstateListing) offering the office (a Place with floor size and address) per year. */
export function realEstateListing(listing: ListingLd): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "RealEstateListing",
    url: listing.url,
    name: listing.name,
    description: listing.description,
    image: listing.images,
    datePosted: listing.datePosted,
    inLanguage: listing.language,
    offers: {
      "@type": "Offer",
      price: listing.price,
      priceCurrency: "SAR",
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      // The price is for one year (UN/CEFACT code ANN).
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: listing.price,
        priceCurrency: "SAR",
        unitCode: "ANN",
        unitText: "ANN",
      },
      itemOffered: {
        "@type": "Place",
        name: listing.name,
        // floorSize is Accommodation's; Place with additionalType keeps validators quiet about offices.
        additionalType: "https://schema.org/Accommodation",
        floorSize: { "@type": "QuantitativeValue", value: listing.size, unitCode: "MTK" },
        address: {
          "@type": "PostalAddress",
          streetAddress: listing.streetAddress,
          addressLocality: listing.city,
          addressRegion: listing.district,
          addressCountry: "SA",
        },
        geo: { "@type": "GeoCoordinates", latitude: listing.geo.latitude, longitude: listing.geo.longitude },
      },
    },
  };
}

/** The listings a page shows, in order. */
export function itemList(items: { url: string; name: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, url: item.url, name: item.name })),
  };
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
