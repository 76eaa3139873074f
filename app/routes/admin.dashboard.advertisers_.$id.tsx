import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { LocalizedText } from "~/components/ui/LocalizedText";
import { getAdvertiserForAdmin, setAdvertiserSuspended } from "~/models/admin-advertisers.server";
import { AdvertiserStatusChangeSchema } from "~/schemas/admin-advertisers";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseId } from "~/route-helpers/http.server";
import { pickLanguage } from "~/utils/localized";
import { pageTitle } from "~/utils/meta";
import { useLanguage } from "~/utils/use-language";

// /admin/dashboard/advertisers/{id} (issue 51): one advertiser, their listings, a link to their leads, and
// suspend (their listings leave the site, their sessions end) or reinstate.
function notFound(): never {
  throw data(null, { status: 404 });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.id) ?? notFound();
  const [t, found] = await Promise.all([getT(request), getAdvertiserForAdmin(id)]);
  if (!found) notFound();
  return { title: t("admin.advertisers.title"), ...found };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export async function action({ request, params }: ActionFunctionArgs) {
  await guardWrite(request);
  const admin = await requireAdmin(request);
  const id = parseId(params.id) ?? notFound();
  const change = AdvertiserStatusChangeSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!change.success) throw data(null, { status: 400 });
  const done = await setAdvertiserSuspended(admin, id, change.data.intent === "suspend");
  if (!done) notFound();
  return redirectWithToast(`/admin/dashboard/advertisers/${id}`, {
    title: change.data.intent === "suspend" ? "admin.advertisers.suspended" : "admin.advertisers.reinstated",
  });
}

export default function AdvertiserPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { advertiser, listings } = useLoaderData<typeof loader>();
  const suspended = advertiser.status === "suspended";
  return (
    <section aria-labelledby="advertiser-title">
      <p>
        <Link className="text-sm text-brand underline underline-offset-2" to="/admin/dashboard/advertisers">
          {t("admin.advertisers.back")}
        </Link>
      </p>
      <h2 id="advertiser-title" className="mt-2 text-xl font-bold">
        <bdi>{pickLanguage(advertiser.name, advertiser.nameAr, language).text || advertiser.email}</bdi>
      </h2>
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-ink-muted">
        <bdi dir="ltr">{advertiser.email}</bdi>
        <span>{t(`admin.advertisers.types.${advertiser.type}`)}</span>
        <span>{t(`admin.advertisers.statuses.${advertiser.status}`)}</span>
        <span>{advertiser.verified ? t("admin.advertisers.verified") : t("admin.advertisers.unverified")}</span>
      </p>
      <p className="mt-2">
        <Link className="text-brand underline underline-offset-2" to={`/admin/dashboard/inquiries?advertiser=${advertiser.id}`}>
          {t("admin.advertisers.leads")}
        </Link>
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value={suspended ? "reinstate" : "suspend"} />
        <button
          type="submit"
          className={
            suspended
              ? "rounded-lg bg-brand px-4 py-2 font-semibold text-brand-ink"
              : "rounded-lg border border-danger px-4 py-2 font-semibold text-danger"
          }
        >
          {suspended ? t("admin.advertisers.reinstate") : t("admin.advertisers.suspend")}
        </button>
        <p className="mt-1 text-sm text-ink-muted">
          {suspended ? t("admin.advertisers.reinstateHint") : t("admin.advertisers.suspendHint")}
        </p>
      </Form>
      <h3 className="mt-6 font-semibold">{t("admin.advertisers.theirListings")}</h3>
      {listings.length === 0 ? <p className="mt-2">{t("admin.advertisers.noListings")}</p> : null}
      <ul className="mt-2 space-y-2">
        {listings.map((listing) => (
          <li key={listing.id} className="rounded-lg border border-line p-3">
            <Link className="font-semibold text-brand underline underline-offset-2" to={`/admin/dashboard/properties/${listing.id}/edit`}>
              <LocalizedText value={pickLanguage(listing.title, listing.titleAr, language)} />
            </Link>{" "}
            <span className="text-sm text-ink-muted">{t(`admin.properties.lifecycles.${listing.lifecycle}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
