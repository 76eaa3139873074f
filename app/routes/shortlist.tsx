import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { DistrictNamesProvider } from "~/components/DistrictNames";
import { PropertyCard } from "~/components/PropertyCard";
import { SAVED_ACTION } from "~/components/SaveToggle";
import { BadIdsErrorBoundary } from "~/components/saved/BadIds";
import { listDistricts } from "~/models/districts.server";
import { listCardsByIds } from "~/models/properties.server";
import { parseIdsQuery } from "~/schemas/saved";
import { getT } from "~/services/i18n.server";
import { badQuery } from "~/route-helpers/http.server";
import { pageTitle } from "~/utils/meta";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";

/** A shortlist someone shared: read-only, its published listings in the link's order (others are left out). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  const query = parseIdsQuery(searchParams);
  if (!query.success) throw badQuery(searchParams, ["ids"], { ids: query.reasons });
  const [cards, districts, t] = await Promise.all([listCardsByIds(query.ids), listDistricts(), getT(request)]);
  return {
    title: t("saved.shortlistTitle"),
    listings: cards.filter((card) => card.published),
    districts: districts.map(({ name, nameAr }) => ({ name, nameAr })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  { title: pageTitle(loaderData?.title, matches) },
  { name: "robots", content: "noindex" },
];

export const ErrorBoundary = BadIdsErrorBoundary;

export const handle = KEEPABLE_PAGE;

export default function ShortlistPage() {
  const { t } = useTranslation();
  const { listings, districts } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-8">
      <h1 className="text-3xl font-bold">{t("saved.shortlistTitle")}</h1>
      {listings.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t("saved.shortlistEmpty")}</p>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">{t("saved.shortlistIntro", { count: listings.length })}</p>
          <Form method="post" action={SAVED_ACTION} className="mt-6">
            <input type="hidden" name="intent" value="addAll" />
            <input type="hidden" name="ids" value={listings.map((listing) => listing.id).join(",")} />
            <input type="hidden" name="redirectTo" value="/saved" />
            <button type="submit" className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
              {t("saved.saveAll")}
            </button>
          </Form>
          <h2 className="sr-only">{t("saved.listHeading")}</h2>
          <DistrictNamesProvider districts={districts}>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {listings.map((listing) => (
                <li key={listing.id}>
                  <PropertyCard property={listing} />
                </li>
              ))}
            </ul>
          </DistrictNamesProvider>
        </>
      )}
    </div>
  );
}
