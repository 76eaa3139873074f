import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { DistrictNamesProvider } from "~/components/DistrictNames";
import { PropertyCard } from "~/components/PropertyCard";
import { ShareMenu } from "~/components/ShareMenu";
import { SAVED_ACTION } from "~/components/SaveToggle";
import { LocalizedText } from "~/components/ui/LocalizedText";
import { listDistricts } from "~/models/districts.server";
import { listCardsByIds } from "~/models/properties.server";
import { changeSavedIds } from "~/models/saved.server";
import { COMPARE_FORM_ID, COMPARE_MAX, COMPARE_MIN, COMPARE_TICKED_PARAM, IdListSchema, SavedFormSchema } from "~/schemas/saved";
import { guardWrite, readFormData } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { readSavedIds, savedCookieHeader } from "~/services/saved.server";
import { toastCookieHeader } from "~/services/toast.server";
import { listingText } from "~/utils/localized";
import { pageTitle } from "~/utils/meta";
import { useLanguage } from "~/utils/use-language";

const SHORTLIST_PATH = "/shortlist";

export async function loader({ request }: LoaderFunctionArgs) {
  const ids = await readSavedIds(request);
  // Back from /compare with a count it cannot compare: the ticks to keep (none is a count too).
  const ticked = new URL(request.url).searchParams.get(COMPARE_TICKED_PARAM);
  const compareTicked = ticked === null ? null : (IdListSchema.safeParse(ticked).data ?? []);
  const [listings, districts, t] = await Promise.all([listCardsByIds(ids), listDistricts(), getT(request)]);
  const published = listings.filter((listing) => listing.published).map((listing) => listing.id);
  const headers = new Headers();
  // A deleted listing leaves the list here, so the header's count matches what this page shows.
  if (listings.length !== ids.length) headers.set("Set-Cookie", await savedCookieHeader(listings.map((listing) => listing.id)));
  return data(
    {
      title: t("saved.title"),
      listings,
      districts: districts.map(({ name, nameAr }) => ({ name, nameAr })),
      // The shortlist of the published ones: what the share menu hands on (`ids=3,17`).
      shortlistSearch: published.length > 0 ? `?ids=${published.join(",")}` : null,
      compareTicked,
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  { title: pageTitle(loaderData?.title, matches) },
  { name: "robots", content: "noindex" },
];

/**
 * A heart, "Remove", "Clear all" or "Save all": the new list goes into the signed cookie. The no-JS
 * forms send redirectTo and come back to their page (303); a fetcher sends none and gets the list.
 */
export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request);
  const parsed = SavedFormSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) throw data({ error: "intent must be add, remove, clear or addAll, with a listing number" }, { status: 400 });
  const change = await changeSavedIds(await readSavedIds(request), parsed.data);
  if (!change.ok) throw data({ error: "No published listing has this number" }, { status: 404 });
  const headers = new Headers({ "Set-Cookie": await savedCookieHeader(change.ids) });
  if (change.full) {
    headers.append(
      "Set-Cookie",
      await toastCookieHeader({ title: "saved.fullTitle", description: "saved.fullText", variant: "destructive" }),
    );
  } else if (parsed.data.intent === "addAll") {
    headers.append("Set-Cookie", await toastCookieHeader({ title: "saved.savedAllTitle" }));
  } else if (parsed.data.redirectTo && (parsed.data.intent === "add" || parsed.data.intent === "remove")) {
    // Without scripts the page reloads: say that the heart worked (with them it turns in place).
    headers.append(
      "Set-Cookie",
      await toastCookieHeader({ title: parsed.data.intent === "add" ? "saved.addedTitle" : "saved.removedTitle" }),
    );
  }
  const { redirectTo } = parsed.data;
  if (redirectTo) return redirect(redirectTo, { status: 303, headers });
  return data({ savedIds: change.ids }, { headers });
}

export default function SavedPage() {
  const { t } = useTranslation();
  const { listings, districts, shortlistSearch, compareTicked } = useLoaderData<typeof loader>();
  const published = listings.filter((listing) => listing.published);
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-8">
      <h1 className="text-3xl font-bold">{t("saved.title")}</h1>
      {listings.length === 0 ? (
        <div className="mt-6 max-w-2xl">
          <p className="text-ink-muted">{t("saved.empty")}</p>
          <Link to="/" className="mt-6 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
            {t("saved.browse")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">{t("saved.intro", { count: listings.length })}</p>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Form method="post" action={SAVED_ACTION} className="ms-auto">
              <input type="hidden" name="intent" value="clear" />
              <input type="hidden" name="redirectTo" value="/saved" />
              <button type="submit" className="rounded-lg border border-line px-4 py-2 font-semibold hover:bg-surface-muted">
                {t("saved.clearAll")}
              </button>
            </Form>
          </div>
          {shortlistSearch ? (
            <section aria-labelledby="share-title" className="mt-6 rounded-xl border border-line bg-surface-raised p-4">
              <h2 id="share-title" className="font-semibold">
                {t("saved.shareTitle")}
              </h2>
              <p className="mt-1 text-sm text-ink-muted">{t("saved.shareText")}</p>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                {/* The same menu as a listing's: WhatsApp, X, LinkedIn, email and the address to copy. */}
                <ShareMenu
                  path={SHORTLIST_PATH}
                  search={shortlistSearch}
                  title={t("saved.shortlistTitle")}
                  linkLabel={t("saved.shareLink")}
                  align="start"
                />
                <a href={`${SHORTLIST_PATH}${shortlistSearch}`} data-testid="shortlist-link" className="text-sm text-brand underline">
                  {t("saved.openShortlist")}
                </a>
              </div>
            </section>
          ) : null}
          <h2 className="sr-only">{t("saved.listHeading")}</h2>
          <DistrictNamesProvider districts={districts}>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {listings.map((listing) => (
                <li key={listing.id} className="flex flex-col gap-2">
                  {listing.published ? (
                    <>
                      <PropertyCard property={listing} />
                      {published.length >= COMPARE_MIN ? (
                        <CompareCheckbox id={listing.id} title={listing} ticked={compareTicked?.includes(listing.id) ?? false} />
                      ) : null}
                    </>
                  ) : (
                    <GoneListing listing={listing} />
                  )}
                </li>
              ))}
            </ul>
          </DistrictNamesProvider>
          {published.length >= COMPARE_MIN ? (
            // After the cards and held at the bottom of the screen while they scroll by (issue 50): the
            // button is beside the ticks it sends, not above 600 px cards. Sticky inside the page's box,
            // so it stops above the footer.
            <Form
              id={COMPARE_FORM_ID}
              method="get"
              action="/compare"
              aria-describedby="compare-hint"
              data-testid="compare-bar"
              className="sticky bottom-0 z-20 -mx-4 mt-6 flex scroll-mt-20 flex-wrap items-center gap-x-3 gap-y-1 border-t border-line bg-surface-raised px-4 py-3 shadow-[0_-4px_12px_-8px_rgb(0_0_0/0.3)] sm:mx-0 sm:rounded-xl sm:border"
            >
              <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-brand-ink hover:bg-brand-strong">
                {t("saved.compare")}
              </button>
              {compareTicked ? (
                <p id="compare-hint" role="alert" className="text-sm font-semibold text-danger">
                  {t("saved.compareCount", { ticked: compareTicked.length, min: COMPARE_MIN, max: COMPARE_MAX })}
                </p>
              ) : (
                <span id="compare-hint" className="text-sm text-ink-muted">
                  {t("saved.compareHint", { min: COMPARE_MIN, max: COMPARE_MAX })}
                </span>
              )}
            </Form>
          ) : null}
        </>
      )}
    </div>
  );
}

type Titled = { title: string; titleAr: string };

/** Belongs to the compare form below the list (form attribute), so the cards keep their own forms. */
function CompareCheckbox({ id, title, ticked }: { id: number; title: Titled; ticked: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-lg px-2 py-1 text-sm font-medium hover:bg-surface-muted">
      <input type="checkbox" name="ids" value={id} form={COMPARE_FORM_ID} defaultChecked={ticked} className="size-4 accent-brand" />
      {t("saved.compareThis")}
      <span className="sr-only">
        <LocalizedText value={listingText(title, "title", language)} />
      </span>
    </label>
  );
}

/** A saved listing no longer published: said plainly, with a way to drop it. */
function GoneListing({ listing }: { listing: { id: number } & Titled }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-xl border border-dashed border-line bg-surface-muted p-4"
      data-testid="gone-listing"
    >
      <h3 className="font-semibold">
        <LocalizedText value={listingText(listing, "title", language)} />
      </h3>
      <p className="text-sm text-ink-muted">{t("saved.gone")}</p>
      <Form method="post" action={SAVED_ACTION} className="mt-auto">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="propertyId" value={listing.id} />
        <input type="hidden" name="redirectTo" value="/saved" />
        <button type="submit" className="rounded-lg border border-line px-3 py-1.5 text-sm font-semibold hover:bg-surface-raised">
          {t("saved.remove")}
        </button>
      </Form>
    </article>
  );
}
