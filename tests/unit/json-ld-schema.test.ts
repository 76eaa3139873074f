import jsonld from "jsonld";
import { describe, expect, it } from "vitest";
import { advertiserJsonLd, districtMarketJsonLd, itemList, type JsonLd, realEstateListing } from "~/utils/json-ld";

// Issue 37: the listing's JSON-LD read as a JSON-LD processor reads it (the `jsonld` expander, not our
// code), then held to schema.org's definitions: which types a property belongs to (domain) and which
// types it takes (range), as schema.org states them for the properties used here. The builders are also
// typed with schema-dts, so the type checker refuses the same mistakes at compile time.
const SCHEMA = "https://schema.org/";
const S = (name: string) => `${SCHEMA}${name}`;

// The page's "@context": "https://schema.org", served offline: schema.org's context maps every term
// to its vocabulary.
const documentLoader = (url: string) => {
  if (url.replace(/\/$/, "") !== "https://schema.org") return Promise.reject(new Error(`No network in tests: ${url}`));
  return Promise.resolve({ contextUrl: undefined, documentUrl: url, document: { "@context": { "@vocab": SCHEMA } } });
};

// schema.org (version 29): the types each property is defined on, and the types its value may have.
// A subtype counts for its parent (Accommodation is a Place; RealEstateListing is a WebPage).
const DOMAIN: Record<string, string[]> = {
  floorSize: ["Accommodation", "FloorPlan"],
  address: ["Place", "Organization", "Person", "GeoShape"],
  itemOffered: ["Offer", "Demand"],
  offers: ["Product", "Service", "Event", "CreativeWork", "Trip", "MenuItem", "AggregateOffer", "EducationalOccupationalProgram"],
  about: ["CreativeWork", "Event", "Certification", "CommunicateAction"],
  datePosted: ["RealEstateListing", "JobPosting", "CDCPMDRecord", "SpecialAnnouncement"],
  numberOfItems: ["ItemList"],
  itemListElement: ["ItemList"],
  availability: ["Offer", "Demand"],
  availabilityStarts: ["Offer", "Demand", "ActionAccessSpecification"],
  unitCode: ["QuantitativeValue", "UnitPriceSpecification", "PropertyValue", "TypeAndQuantityNode", "QualitativeValue"],
  unitText: ["QuantitativeValue", "UnitPriceSpecification", "PropertyValue", "TypeAndQuantityNode", "QualitativeValue"],
  geo: ["Place"],
  // An advertiser's page (issue 51).
  telephone: ["Organization", "Person", "Place", "ContactPoint"],
  identifier: ["Thing"],
  propertyID: ["PropertyValue"],
  alternateName: ["Thing"],
  areaServed: ["Organization", "Service", "ContactPoint", "Demand", "Offer", "DeliveryChargeSpecification"],
};
const RANGE: Record<string, string[]> = {
  itemOffered: ["Product", "Service", "Trip", "Event", "CreativeWork", "AggregateOffer", "MenuItem"],
  about: ["Thing"],
  floorSize: ["QuantitativeValue"],
  address: ["PostalAddress"],
  geo: ["GeoCoordinates", "GeoShape"],
  offers: ["Offer", "Demand"],
  itemListElement: ["ListItem", "Thing"],
  identifier: ["PropertyValue", "URL", "Text"],
  areaServed: ["Place", "AdministrativeArea", "GeoShape", "Text"],
};
// Enough of schema.org's type tree for the types the site writes.
const PARENT: Record<string, string> = {
  RealEstateListing: "WebPage",
  WebPage: "CreativeWork",
  ItemList: "Intangible",
  Accommodation: "Place",
  Product: "Thing",
  Offer: "Intangible",
  QuantitativeValue: "StructuredValue",
  UnitPriceSpecification: "PriceSpecification",
  PriceSpecification: "StructuredValue",
  StructuredValue: "Intangible",
  PostalAddress: "ContactPoint",
  ContactPoint: "StructuredValue",
  ListItem: "Intangible",
  Intangible: "Thing",
  CreativeWork: "Thing",
  Place: "Thing",
  GeoCoordinates: "StructuredValue",
  PropertyValue: "StructuredValue",
  // schema.org makes a LocalBusiness both an Organization and a Place; the Organization side is the one used here.
  RealEstateAgent: "LocalBusiness",
  LocalBusiness: "Organization",
  Organization: "Thing",
  City: "AdministrativeArea",
  AdministrativeArea: "Place",
};
const ancestors = (type: string): string[] => (PARENT[type] ? [type, ...ancestors(PARENT[type])] : [type]);

type Node = Record<string, unknown[]> & { "@type"?: string[] };
const typesOf = (node: Node) => (node["@type"] ?? []).map((type) => type.replace(SCHEMA, ""));

/** Every property of every node the expander finds that breaks schema.org's domain or range. */
function schemaProblems(node: Node, path = "$"): string[] {
  const problems: string[] = [];
  const types = typesOf(node).flatMap(ancestors);
  for (const [key, values] of Object.entries(node)) {
    if (key.startsWith("@")) continue;
    if (!key.startsWith(SCHEMA)) {
      problems.push(`${path}: ${key} is not a schema.org property`);
      continue;
    }
    const property = key.slice(SCHEMA.length);
    const domain = DOMAIN[property];
    if (domain && !domain.some((type) => types.includes(type)))
      problems.push(`${path}.${property} is not a property of ${typesOf(node).join(", ")}`);
    for (const value of values as Node[]) {
      if (typeof value !== "object" || value === null || "@value" in value) continue;
      const range = RANGE[property];
      const valueTypes = typesOf(value).flatMap(ancestors);
      if (range && "@type" in value && !range.some((type) => valueTypes.includes(type))) {
        problems.push(`${path}.${property} cannot be a ${typesOf(value).join(", ")}`);
      }
      problems.push(...schemaProblems(value, `${path}.${property}`));
    }
  }
  return problems;
}

async function expand(data: JsonLd) {
  return (await jsonld.expand(data as jsonld.JsonLdDocument, { documentLoader: documentLoader })) as Node[];
}

const listing = (images: string[]) =>
  realEstateListing({
    url: "https://offices.example/property/7",
    name: "Olaya Tower office",
    description: "Bright office",
    images,
    price: 120_000,
    size: 200,
    streetAddress: "King Fahd Road",
    district: "Olaya",
    city: "Riyadh",
    datePosted: "2025-01-02",
    availableFrom: "2025-02-01",
    language: "en",
    yearText: "year",
    geo: { latitude: 24.71136, longitude: 46.67442 },
  });

describe("structured data as a JSON-LD processor and schema.org read it", () => {
  it("a listing: each property on a type that has it, each value of a type it takes", async () => {
    const [node] = await expand(listing(["https://offices.example/uploads/a.webp"]));
    expect(typesOf(node!)).toEqual(["RealEstateListing"]);
    expect(schemaProblems(node!)).toEqual([]);
    const [offer] = node![S("offers")] as Node[];
    const [offered] = offer![S("itemOffered")] as Node[];
    const [office] = node![S("about")] as Node[];
    // One office: the offer names the node the page is about, an Accommodation that is also a Product.
    expect(offered).toEqual({ "@id": office!["@id"] });
    expect(typesOf(office!)).toEqual(["Accommodation", "Product"]);
    const [price] = offer![S("priceSpecification")] as Node[];
    expect(price![S("unitCode")]).toEqual([{ "@value": "ANN" }]);
    expect(price![S("unitText")]).toEqual([{ "@value": "year" }]);
    expect(office![S("floorSize")]).toHaveLength(1);
    expect(offer![S("businessFunction")]).toEqual([{ "@id": "http://purl.org/goodrelations/v1#LeaseOut" }]);
  });

  it("finds the faults the listing had before (the check can fail)", () => {
    const before: Node = {
      "@type": [S("RealEstateListing")],
      [S("offers")]: [
        {
          "@type": [S("Offer")],
          [S("itemOffered")]: [{ "@type": [S("Place")], [S("floorSize")]: [{ "@type": [S("QuantitativeValue")] }] }],
        },
      ] as never,
    };
    expect(schemaProblems(before)).toEqual([
      "$.offers.itemOffered cannot be a Place",
      "$.offers.itemOffered.floorSize is not a property of Place",
    ]);
  });

  it("a listing without images has no image at all", async () => {
    const [node] = await expand(listing([]));
    expect(node).not.toHaveProperty(S("image"));
    expect(listing([])).not.toHaveProperty("image");
  });

  it("a district is a Place with its point and address", async () => {
    const [node] = await expand(
      districtMarketJsonLd({
        name: "Olaya",
        url: "https://offices.example/districts/olaya",
        city: "Riyadh",
        geo: { latitude: 24.6985, longitude: 46.6849 },
        market: { listings: 0, pricePerSqm: { min: null, median: null, max: null }, size: { median: null } },
        names: { listings: "Offices", medianPerSqm: "m", rangePerSqm: "r", medianSize: "s" },
      }),
    );
    expect(schemaProblems(node!)).toEqual([]);
    const [geo] = node![S("geo")] as Node[];
    expect(typesOf(geo!)).toEqual(["GeoCoordinates"]);
    expect(geo![S("latitude")]).toEqual([{ "@value": 24.6985 }]);
    const [address] = node![S("address")] as Node[];
    expect(typesOf(address!)).toEqual(["PostalAddress"]);
  });

  it("an item list says how many it lists and lists them", async () => {
    const [node] = await expand(itemList([{ url: "https://offices.example/property/1", name: "A" }]));
    expect(schemaProblems(node!)).toEqual([]);
    expect(node![S("numberOfItems")]).toEqual([{ "@value": 1 }]);
    expect(node![S("itemListElement")]).toHaveLength(1);
  });

  it("an advertiser: a broker is a RealEstateAgent with its FAL licence, an owner an Organization", async () => {
    const base = {
      url: "https://offices.example/advertisers/dar-al-majd",
      name: "Dar Al Majd",
      alternateName: "دار المجد",
      phone: "0551234567",
      city: "Riyadh",
    };
    const [broker] = await expand(
      advertiserJsonLd({ ...base, type: "broker", falLicense: { name: "FAL brokerage licence", value: "1200067890" } }),
    );
    expect(typesOf(broker!)).toEqual(["RealEstateAgent"]);
    expect(schemaProblems(broker!)).toEqual([]);
    const [licence] = broker![S("identifier")] as Node[];
    expect(typesOf(licence!)).toEqual(["PropertyValue"]);
    expect(licence![S("value")]).toEqual([{ "@value": "1200067890" }]);
    expect(broker![S("telephone")]).toEqual([{ "@value": "0551234567" }]);
    const [area] = broker![S("areaServed")] as Node[];
    expect(typesOf(area!)).toEqual(["City"]);

    const [owner] = await expand(advertiserJsonLd({ ...base, alternateName: undefined, type: "owner", phone: "" }));
    expect(typesOf(owner!)).toEqual(["Organization"]);
    expect(schemaProblems(owner!)).toEqual([]);
    expect(owner).not.toHaveProperty(S("identifier"));
    expect(owner).not.toHaveProperty(S("telephone"));
    expect(owner).not.toHaveProperty(S("alternateName"));
  });
});
