import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DateTime } from "~/components/ui/DateTime";
import { LocalizedText } from "~/components/ui/LocalizedText";
import { listOwnLeads, OWN_LEADS_SHOWN } from "~/models/inquiries.server";
import { requireAdvertiser } from "~/services/auth.server";
import { getT } from "~/services/i18n.server";
import { pickLanguage } from "~/utils/localized";
import { pageTitle } from "~/utils/meta";
import { useLanguage } from "~/utils/use-language";

// /account/leads: the inquiries on the advertiser's own listings (issue 51), newest first, each with the
// visitor's contact details and words; each is also mailed to them as it comes.
export async function loader({ request }: LoaderFunctionArgs) {
  const advertiser = await requireAdvertiser(request);
  const [t, leads] = await Promise.all([getT(request), listOwnLeads(advertiser)]);
  return { title: t("account.leads.title"), leads, shown: OWN_LEADS_SHOWN };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export default function OwnLeads() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { leads, shown } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="own-leads">
      <h2 id="own-leads" className="text-xl font-bold">
        {t("account.leads.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("account.leads.intro", { count: shown })}</p>
      {leads.length === 0 ? <p className="mt-6">{t("account.leads.none")}</p> : null}
      <ul className="mt-6 space-y-3">
        {leads.map((lead) => (
          <li key={lead.id} id={`lead-${lead.id}`} className="rounded-xl border border-line bg-surface-raised p-4">
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <h3 className="me-auto font-semibold">
                <bdi>{lead.name}</bdi>
              </h3>
              <span className="rounded-full border border-line px-2 text-sm">{t(`admin.inquiries.statuses.${lead.status}`)}</span>
              <DateTime value={lead.createdAt} className="text-sm text-ink-muted" />
            </div>
            <p className="mt-1 text-sm">
              {t("account.leads.about")}{" "}
              {lead.propertyId ? (
                <Link className="font-semibold text-brand underline underline-offset-2" to={`/property/${lead.propertyId}`}>
                  <LocalizedText value={pickLanguage(lead.propertyTitle, lead.propertyTitleAr, language)} />
                </Link>
              ) : null}
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
              <a className="text-brand underline underline-offset-2" href={`mailto:${lead.email}`} dir="ltr">
                {lead.email}
              </a>
              {lead.phone ? (
                <a className="text-brand underline underline-offset-2" href={`tel:${lead.phone}`} dir="ltr">
                  {lead.phone}
                </a>
              ) : null}
            </p>
            <p className="mt-2 whitespace-pre-line">
              <bdi>{lead.message}</bdi>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
