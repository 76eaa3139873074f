import { type JsonLd as JsonLdData, serializeJsonLd } from "~/utils/json-ld";

/** schema.org data for search engines: a data block, never run, so the CSP needs no hash of it. */
export function JsonLd({ data }: { data: JsonLdData[] }) {
  return (
    <script
      type="application/ld+json"
      // Escaped by serializeJsonLd: no "<" reaches the HTML.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
