import { useLoaderData } from "@remix-run/react";
import { BrowseErrorBoundary } from "~/components/browse/BadQuery";
import { heroImageLinks } from "~/components/browse/BrowseHero";
import { BrowseScreen } from "~/components/browse/BrowseScreen";
import { browseMeta } from "~/components/browse/page-meta";
import { browsePageLoader } from "~/utils/route-meta.server";

export const loader = browsePageLoader("map", "browse.mapMetaTitle");
export const meta = browseMeta;
export const links = () => [...heroImageLinks];
export const ErrorBoundary = BrowseErrorBoundary;

export default function MapPage() {
  return <BrowseScreen data={useLoaderData<typeof loader>()} defaultView="map" />;
}
