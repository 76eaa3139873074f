import { useLoaderData } from "@remix-run/react";
import { BrowseErrorBoundary } from "~/components/browse/BadQuery";
import { heroImageLinks } from "~/components/browse/BrowseHero";
import { BrowseScreen } from "~/components/browse/BrowseScreen";
import { JsonLd } from "~/components/JsonLd";
import { browseMeta } from "~/components/browse/page-meta";
import { browsePageLoader } from "~/route-helpers/route-meta.server";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";
import { keepRetryAfter } from "~/utils/route-headers";

export const loader = browsePageLoader("grid", { title: "browse.metaTitle", description: "browse.metaDescription" }, true);
export const meta = browseMeta;
export const headers = keepRetryAfter;
export const links = () => [...heroImageLinks];
export const ErrorBoundary = BrowseErrorBoundary;

export const handle = KEEPABLE_PAGE;

export default function BrowsePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <BrowseScreen data={data} defaultView="grid" />
      <JsonLd data={data.jsonLd} />
    </>
  );
}
