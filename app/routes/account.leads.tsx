import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { InquiryList } from "~/components/admin/InquiryList";
import { listOwnListings } from "~/models/advertiser-listings.server";
import { requireAdvertiser } from "~/services/auth.server";
import { getLanguage, getT } from "~/services/i18n.server";
import { pickLanguage } from "~/utils/localized";
import { pageTitle } from "~/utils/meta";
import { inquiryListPage } from "./__inquiry-desk.server";

// /account/leads: the advertiser's lead desk (issue 51), the administrators' desk scoped to the inquiries on
// their own listings: the same filters (a listing picked among theirs), pages, CSV and reply shortcuts.
export async function loader({ request }: LoaderFunctionArgs) {
  const advertiser = await requireAdvertiser(request);
  const [t, language, listings, page] = await Promise.all([
    getT(request),
    getLanguage(request),
    listOwnListings(advertiser),
    inquiryListPage(request, advertiser),
  ]);
  return {
    title: t("account.leads.title"),
    page,
    listings: listings.map((listing) => ({
      value: String(listing.id),
      label: pickLanguage(listing.title, listing.titleAr, language).text,
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export default function OwnLeads() {
  const { t } = useTranslation();
  const { page, listings } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="own-leads">
      <h2 id="own-leads" className="text-xl font-bold">
        {t("account.leads.title")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{t("account.leads.intro")}</p>
      <InquiryList desk="account" page={page} listings={listings} />
    </section>
  );
}
