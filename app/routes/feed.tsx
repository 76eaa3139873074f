import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { Icon } from "~/components/ui/Icon";
import { filtersToQuery, parseBrowseQuery } from "~/schemas/filters";
import { env } from "~/services/env.server";
import { getLanguage, getT } from "~/services/i18n.server";
import { feedPath } from "~/utils/feed";
import { absoluteUrl } from "~/utils/seo";
import { pageTitle } from "~/utils/meta";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";

// /feed?<browse filters>: what "Follow this search" opens. A phone shows a feed's XML as raw text, so
// this page says what the feed is and how to use it, and links the feed itself (/feed.xml, same query).
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseBrowseQuery(new URL(request.url).searchParams);
  if (!query.success) throw data({ problems: query.problems }, { status: 400 });
  const [language, t] = await Promise.all([getLanguage(request), getT(request)]);
  const search = filtersToQuery(query.filters).toString();
  return {
    title: t("feed.guide.title"),
    feedUrl: absoluteUrl(env.PUBLIC_ORIGIN, feedPath(query.filters, language)),
    searchPath: search ? `/?${search}` : "/",
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  { title: pageTitle(page?.title, matches) },
  // One page per search: nothing for search engines to index.
  { name: "robots", content: "noindex, follow" },
];

export const handle = KEEPABLE_PAGE;

export default function FeedGuide() {
  const { t } = useTranslation();
  const { feedUrl, searchPath } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="flex items-center gap-3 text-3xl font-bold">
        <Icon name="feed" className="size-7 text-brand" />
        {t("feed.guide.title")}
      </h1>
      <p className="mt-6 text-lg leading-relaxed">{t("feed.guide.intro")}</p>
      <h2 className="mt-10 text-xl font-semibold">{t("feed.guide.stepsTitle")}</h2>
      <ol className="mt-3 list-decimal space-y-2 ps-6 leading-relaxed text-ink-muted">
        <li>{t("feed.guide.step1")}</li>
        <li>{t("feed.guide.step2")}</li>
        <li>{t("feed.guide.step3")}</li>
      </ol>
      <label htmlFor="feed-address" className="mt-8 mb-1 block text-sm font-semibold">
        {t("feed.guide.address")}
      </label>
      {/* Read-only and left to right, so the whole address is easy to select and copy on a phone. */}
      <input id="feed-address" type="url" readOnly value={feedUrl} dir="ltr" className="field-input text-start" />
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
        <li>
          <a href={feedUrl} type="application/atom+xml" className="font-semibold text-brand underline">
            {t("feed.guide.open")}
          </a>
        </li>
        <li>
          <Link to={searchPath} className="font-semibold underline">
            {t("feed.guide.back")}
          </Link>
        </li>
      </ul>
    </article>
  );
}
