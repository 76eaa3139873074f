import { useLoaderData } from "@remix-run/react";
import { BrowseErrorBoundary } from "~/components/browse/BadQuery";
import { BrowseScreen } from "~/components/browse/BrowseScreen";
import { JsonLd } from "~/components/JsonLd";
import { browseMeta } from "~/components/browse/page-meta";
import { browsePageLoader } from "~/route-helpers/route-meta.server";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";
import { keepRetryAfter } from "~/utils/route-headers";

export const loader = browsePageLoader("map", { title: "browse.mapMetaTitle", description: "browse.mapMetaDescription" });
export const meta = browseMeta;
export const headers = keepRetryAfter;
export const ErrorBoundary = BrowseErrorBoundary;

export const handle = KEEPABLE_PAGE;

export default function MapPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <BrowseScreen data={data} defaultView="map" />
      <JsonLd data={data.jsonLd} />
    </>
  );
}
