// Issue 49: the structured data and share tags the built server sends, as a search engine or a chat app
// reads them from the pages: a district is a Place with its point and address, a listing's offer names the
// office it leases (by @id), per year in UN/CEFACT's code with the word for people, and says it is on offer;
// a second page of results numbers its listings on from the first; every preview image says what it shows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugBase } from "~/models/advertisers.server";
import { PAGE_SIZE } from "~/schemas/filters";
import { DEMO_ADVERTISER } from "~/services/config.server";
import { killAllServers, type ServerProcess, startServer } from "./server";
import { seededTarget } from "./seeded-target";

afterAll(killAllServers);

type Node = Record<string, unknown> & { "@type": string | string[] };

/** Every JSON-LD node of a page (its data blocks hold a list each). */
async function jsonLdOf(response: Response): Promise<Node[]> {
  expect(response.status).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => match[1]!);
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.flatMap((block) => JSON.parse(block) as Node[]);
}

const ofType = (nodes: Node[], type: string) => nodes.find((node) => [node["@type"]].flat().includes(type));

/** The content of a page's <meta> tag named `name` (by property or name), its entities decoded. */
async function metaOf(response: Response, names: string[]) {
  expect(response.status).toBe(200);
  const html = await response.text();
  return names.map((name) => {
    const tag = new RegExp(`<meta (?:property|name)="${name.replace(/[:]/g, "\\$&")}" content="([^"]*)"`).exec(html);
    return tag?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&");
  });
}

const targets = [
  { name: "PGlite", serverUrl: "" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "PostgreSQL", serverUrl: process.env.TEST_DATABASE_URL }] : []),
];

describe.each(targets)("structured data served on $name", ({ serverUrl }) => {
  let server: ServerProcess;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const seeded = await seededTarget("structured_data", serverUrl);
    cleanup = seeded.cleanup;
    server = await startServer(seeded.target);
  });
  afterAll(async () => {
    await server.stop("SIGTERM");
    await cleanup();
  });

  it("a district is a Place with the API's point and an address in Riyadh", async () => {
    const districts = (await (await fetch(`${server.url}/api/districts`)).json()) as {
      slug: string;
      latitude: number;
      longitude: number;
    }[];
    const olaya = districts.find((district) => district.slug === "olaya")!;
    const place = ofType(await jsonLdOf(await fetch(`${server.url}/districts/olaya`)), "Place");
    expect(place).toMatchObject({
      geo: { "@type": "GeoCoordinates", latitude: olaya.latitude, longitude: olaya.longitude },
      address: { "@type": "PostalAddress", addressLocality: "Riyadh", addressCountry: "SA" },
    });
    const arabic = ofType(await jsonLdOf(await fetch(`${server.url}/districts/olaya?lng=ar`)), "Place");
    expect(arabic).toMatchObject({ address: { addressLocality: "الرياض" }, geo: { latitude: olaya.latitude } });
  });

  it("a listing's offer is the office it describes, per year (ANN, and the word), on offer from its date", async () => {
    const [first] = (await (await fetch(`${server.url}/api/properties?limit=1`)).json()) as { id: number; availableFrom: string }[];
    for (const [query, year] of [
      ["", "year"],
      ["?lng=ar", "سنة"],
    ] as const) {
      const listing = ofType(await jsonLdOf(await fetch(`${server.url}/property/${first!.id}${query}`)), "RealEstateListing")!;
      const office = listing.about as Node & { "@id": string };
      const offer = listing.offers as Record<string, unknown>;
      expect([office["@type"]].flat()).toEqual(expect.arrayContaining(["Accommodation", "Product"]));
      expect(offer.itemOffered).toEqual({ "@id": office["@id"] });
      expect(offer.priceSpecification).toMatchObject({ unitCode: "ANN", unitText: year });
      expect(offer.availability).toBe("https://schema.org/InStock");
      expect(offer.availabilityStarts).toBe(first!.availableFrom);
    }
  });

  it("an advertiser's page is a RealEstateAgent with its FAL licence, and lists the offices it shows (issue 51)", async () => {
    const slug = slugBase(DEMO_ADVERTISER.name);
    for (const [query, name] of [
      ["", DEMO_ADVERTISER.name],
      ["?lng=ar", DEMO_ADVERTISER.nameAr],
    ] as const) {
      const response = await fetch(`${server.url}/advertisers/${slug}${query}`);
      const html = await response.clone().text();
      const nodes = await jsonLdOf(response);
      expect(ofType(nodes, "RealEstateAgent")).toMatchObject({
        name,
        url: `${server.url}/advertisers/${slug}${query}`,
        identifier: { "@type": "PropertyValue", value: DEMO_ADVERTISER.falLicenseNumber },
      });
      const shown = [...html.matchAll(/<h3[^>]*id="property-(\d+)-title"/g)].map((match) => Number(match[1]));
      expect(shown.length).toBeGreaterThan(0);
      const list = ofType(nodes, "ItemList") as unknown as { numberOfItems: number; itemListElement: { url: string }[] };
      expect(list.numberOfItems).toBe(shown.length);
      expect(list.itemListElement.map((item) => item.url)).toEqual(shown.map((id) => `${server.url}/property/${id}${query}`));
    }
  });

  it("page 2 of the results numbers its listings on from page 1, out of all of them", async () => {
    const total = Number((await fetch(`${server.url}/api/properties?limit=1`)).headers.get("X-Total-Count"));
    expect(total).toBeGreaterThan(PAGE_SIZE);
    for (const page of [1, 2]) {
      const list = ofType(await jsonLdOf(await fetch(`${server.url}/?page=${page}`)), "ItemList") as unknown as {
        numberOfItems: number;
        itemListElement: { position: number }[];
      };
      expect(list.numberOfItems).toBe(total);
      const first = (page - 1) * PAGE_SIZE + 1;
      expect(list.itemListElement.map((item) => item.position)).toEqual(list.itemListElement.map((_, index) => first + index));
    }
  });

  it("every preview image says what it shows, in the page's language", async () => {
    const tags = ["og:image:alt", "twitter:image:alt"];
    expect(await metaOf(await fetch(`${server.url}/`), tags)).toEqual(Array(2).fill(expect.stringContaining("Riyadh skyline")));
    expect(await metaOf(await fetch(`${server.url}/?lng=ar`), tags)).toEqual(Array(2).fill(expect.stringContaining("أفق الرياض")));
    const [first] = (await (await fetch(`${server.url}/api/properties?limit=1`)).json()) as { id: number; title: string }[];
    expect(await metaOf(await fetch(`${server.url}/property/${first!.id}`), tags)).toEqual(
      Array(2).fill(expect.stringContaining(`${first!.title}, photo 1 of`)),
    );
  });
});
