import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { listAdvertisers } from "~/models/admin-advertisers.server";
import { requireAdmin } from "~/services/auth.server";
import { getT } from "~/services/i18n.server";
import { pickLanguage } from "~/utils/localized";
import { pageTitle } from "~/utils/meta";
import { useLanguage } from "~/utils/use-language";

// /admin/dashboard/advertisers (issue 51): every advertiser with their state and how many listings they have;
// each links to their page (their listings, leads, suspend or reinstate).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [t, advertisers] = await Promise.all([getT(request), listAdvertisers()]);
  return { title: t("admin.advertisers.title"), advertisers };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export default function AdvertisersList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { advertisers } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="advertisers-title">
      <h2 id="advertisers-title" className="text-xl font-bold">
        {t("admin.advertisers.title")}
      </h2>
      {advertisers.length === 0 ? <p className="mt-6 rounded-lg border border-line p-4">{t("admin.advertisers.empty")}</p> : null}
      <ul className="mt-6 space-y-3">
        {advertisers.map((advertiser) => (
          <li key={advertiser.id} className="rounded-xl border border-line bg-surface-raised p-4">
            <Link className="font-semibold text-brand underline underline-offset-2" to={`/admin/dashboard/advertisers/${advertiser.id}`}>
              <bdi>{pickLanguage(advertiser.name, advertiser.nameAr, language).text || advertiser.email}</bdi>
            </Link>
            <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-ink-muted">
              <bdi dir="ltr">{advertiser.email}</bdi>
              <span>{t(`admin.advertisers.types.${advertiser.type}`)}</span>
              <span>{t(`admin.advertisers.statuses.${advertiser.status}`)}</span>
              <span>{advertiser.verified ? t("admin.advertisers.verified") : t("admin.advertisers.unverified")}</span>
              <span>{t("admin.advertisers.listings", { count: advertiser.listings })}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
