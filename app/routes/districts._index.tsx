import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { listDistrictChoices } from "~/models/districts.server";
import { getLanguage, getT } from "~/services/i18n.server";
import { districtText, sortByName } from "~/utils/district-names";
import { formatNumber } from "~/utils/format";
import { seoMeta } from "~/utils/seo";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";

// GET /districts: every district with published offices, by name in the page's language, each linking
// to its page (issue 37: the district pages had no index to reach them from).
export async function loader({ request }: LoaderFunctionArgs) {
  const [choices, language, t] = await Promise.all([listDistrictChoices(), getLanguage(request), getT(request)]);
  const districts = sortByName(
    choices.filter((district) => district.listings > 0),
    language,
  ).map((district) => ({
    slug: district.slug,
    name: districtText(district, language),
    count: formatNumber(district.listings, language),
  }));
  return { districts, title: t("districtsIndex.metaTitle"), description: t("districtsIndex.metaDescription") };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args, { title: args.data?.title, description: args.data?.description });

export const handle = KEEPABLE_PAGE;

export default function DistrictsIndexPage() {
  const { t } = useTranslation();
  const { districts } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold md:text-4xl">{t("districtsIndex.title")}</h1>
      <p className="mt-2 text-lg text-ink-muted">{t("districtsIndex.subtitle")}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {districts.map((district) => (
          <li key={district.slug}>
            <Link
              to={`/districts/${district.slug}`}
              className="block rounded-xl border border-line bg-surface-raised p-4 hover:border-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span className="block text-lg font-semibold" lang={district.name.lang}>
                {district.name.text}
              </span>
              <span className="mt-1 block text-sm text-ink-muted">{t("districtsIndex.count", { offices: district.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
