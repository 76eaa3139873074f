import { type JsonLd as JsonLdData, serializeJsonLd } from "~/utils/json-ld";
import { useNonce } from "~/utils/nonce";

/** schema.org data for search engines: a data block (never run), with the CSP nonce all the same. */
export function JsonLd({ data }: { data: JsonLdData[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Escaped by serializeJsonLd: no "<" reaches the HTML.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
