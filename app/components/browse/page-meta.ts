import type { MetaFunction } from "@remix-run/node";
import { type FeedLink, feedMeta } from "~/utils/feed";
import { isIndexableBrowseQuery, seoMeta } from "~/utils/seo";

// Filtered, sorted or other-view addresses are near copies of the unfiltered list: kept out of indexes.
export const browseMeta: MetaFunction<() => { title: string; description: string; feed: FeedLink }> = (args) => [
  ...seoMeta(args, {
    title: args.data?.title,
    description: args.data?.description,
    noindex: !isIndexableBrowseQuery(args.location.search),
    keepQuery: true,
  }),
  ...feedMeta(args.data?.feed),
];
