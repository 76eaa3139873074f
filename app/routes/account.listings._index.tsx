import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { propertyRowId } from "~/components/admin/dashboard-view";
import { ListingFigures } from "~/components/admin/ListingFigures";
import { LocalizedText } from "~/components/ui/LocalizedText";
import { listOwnListings } from "~/models/advertiser-listings.server";
import { isPublished } from "~/models/publication.server";
import { inquiryRate, recentViewsAndInquiries } from "~/models/views.server";
import { requireAdvertiser } from "~/services/auth.server";
import { getT } from "~/services/i18n.server";
import { formatNumber } from "~/utils/format";
import { pickLanguage } from "~/utils/localized";
import { pageTitle } from "~/utils/meta";
import { useLanguage } from "~/utils/use-language";

// /account/listings: the advertiser's own listings (issue 51) with where each stands, the reason an
// administrator gave for returning one, each one's views and inquiries of the last 30 days (counted as the
// dashboard's properties table counts them), and a button to take one off the site or send it back for review
// (posted to /account/listings/{id}/lifecycle, which comes back here to the listing).
export async function loader({ request }: LoaderFunctionArgs) {
  const advertiser = await requireAdvertiser(request);
  const [t, listings] = await Promise.all([getT(request), listOwnListings(advertiser)]);
  // The figures of their own listings' ids only: the list above is already scoped to them.
  const recent = await recentViewsAndInquiries(listings.map((listing) => listing.id));
  return {
    title: t("account.listings.title"),
    emailVerified: advertiser.emailVerified,
    listings: listings.map(({ publishedUntil, ...listing }) => {
      const { views, inquiries } = recent.get(listing.id)!;
      // Shown on the site now: the public lists' own rule and clock.
      return { ...listing, live: isPublished({ publishedUntil }), views, inquiries, rate: inquiryRate(views, inquiries) };
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export default function OwnListings() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { listings, emailVerified } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="own-listings">
      <div className="flex flex-wrap items-center gap-4">
        <h2 id="own-listings" className="me-auto text-xl font-bold">
          {t("account.listings.title")}
        </h2>
        <Link to="/account/listings/new" className="rounded-lg bg-brand px-4 py-2 font-semibold text-brand-ink hover:bg-brand-strong">
          {t("account.listings.new")}
        </Link>
      </div>
      {emailVerified ? null : (
        <p className="mt-4 rounded-lg border border-line bg-surface-muted p-3 text-sm">{t("account.listings.verifyFirst")}</p>
      )}
      {listings.length === 0 ? <p className="mt-6">{t("account.listings.none")}</p> : null}
      <ul className="mt-6 space-y-3">
        {listings.map((listing) => (
          <li key={listing.id} id={propertyRowId(listing.id)} className="scroll-mt-24 rounded-xl border border-line bg-surface-raised p-4">
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <h3 className="me-auto font-semibold">
                <LocalizedText value={pickLanguage(listing.title, listing.titleAr, language)} />
              </h3>
              <span className="rounded-full border border-line px-2 text-sm">
                {listing.lifecycle === "published" && !listing.live
                  ? t("account.listings.notLive")
                  : t(`admin.properties.lifecycles.${listing.lifecycle}`)}
              </span>
            </div>
            <p className="mt-1 text-sm text-ink-muted">
              {t("account.listings.summary", {
                district: pickLanguage(listing.district, listing.districtAr, language).text,
                price: formatNumber(listing.price, language),
              })}
            </p>
            <div className="mt-2 text-sm">
              <p className="font-semibold">{t("admin.properties.last30")}</p>
              <ListingFigures views={listing.views} inquiries={listing.inquiries} rate={listing.rate} />
            </div>
            {listing.reviewNote ? (
              <p className="mt-2 rounded-lg border border-danger bg-danger-soft p-2 text-sm">
                <strong>{t("account.listings.returnedBecause")}</strong> <bdi>{listing.reviewNote}</bdi>
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap gap-4 text-sm">
              <Link className="font-semibold text-brand underline underline-offset-2" to={`/account/listings/${listing.id}/edit`}>
                {t("account.listings.edit")}
              </Link>
              <Link className="font-semibold text-brand underline underline-offset-2" to={`/account/leads?propertyId=${listing.id}`}>
                {t("account.listings.leads")}
              </Link>
              {listing.live ? (
                <Link className="font-semibold text-brand underline underline-offset-2" to={`/property/${listing.id}`}>
                  {t("account.listings.view")}
                </Link>
              ) : null}
              <LifecycleButton
                id={listing.id}
                lifecycle={listing.lifecycle}
                title={pickLanguage(listing.title, listing.titleAr, language).text}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the listing's state allows without its form: off the site while it is shown or waits for review, back to review once withdrawn. */
function LifecycleButton({ id, lifecycle, title }: { id: number; lifecycle: string; title: string }) {
  const { t } = useTranslation();
  const intent = lifecycle === "published" || lifecycle === "in_review" ? "withdraw" : lifecycle === "withdrawn" ? "submit" : null;
  if (!intent) return null;
  return (
    <Form method="post" action={`/account/listings/${id}/lifecycle`} preventScrollReset className="contents">
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-label={t(intent === "withdraw" ? "account.listings.withdrawOf" : "account.listings.resubmitOf", { title })}
        className="font-semibold text-brand underline underline-offset-2 hover:text-brand-strong"
      >
        {t(intent === "withdraw" ? "account.listings.withdraw" : "account.listings.resubmit")}
      </button>
    </Form>
  );
}
