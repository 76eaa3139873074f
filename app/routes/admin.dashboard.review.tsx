import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { LocalizedText } from "~/components/ui/LocalizedText";
import { listReviewQueue, reviewListing } from "~/models/advertiser-listings.server";
import { ReviewSchema } from "~/schemas/review";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseId } from "~/route-helpers/http.server";
import { formatNumber } from "~/utils/format";
import { pickLanguage } from "~/utils/localized";
import { pageTitle } from "~/utils/meta";
import { useLanguage } from "~/utils/use-language";

// /admin/dashboard/review: advertisers' listings waiting for an administrator (issue 51), oldest first. Each has
// its own forms: approve, or return with a reason its advertiser reads beside the listing and by mail.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [t, queue] = await Promise.all([getT(request), listReviewQueue()]);
  return { title: t("admin.review.title"), queue };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request);
  const admin = await requireAdmin(request);
  const form = Object.fromEntries(await readFormData(request));
  const id = parseId(typeof form.id === "string" ? form.id : undefined);
  const review = ReviewSchema.safeParse(form);
  if (!review.success) {
    // The reason box keeps what was typed (nothing, or too much) beside its message, on its own listing.
    const reason = review.error.issues.find((issue) => issue.path[0] === "reason")?.message ?? "admin.review.errors.decision";
    return data({ id, error: reason }, { status: 400 });
  }
  const done = id === null ? null : await reviewListing(admin, id, review.data);
  if (!done)
    return redirectWithToast("/admin/dashboard/review", {
      title: "admin.failed",
      description: "admin.review.gone",
      variant: "destructive",
    });
  return redirectWithToast("/admin/dashboard/review", { title: done.approved ? "admin.review.approved" : "admin.review.returned" });
}

export default function ReviewQueue() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { queue } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <section aria-labelledby="review-title">
      <h2 id="review-title" className="text-xl font-bold">
        {t("admin.review.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("admin.review.intro")}</p>
      {queue.length === 0 ? <p className="mt-6 rounded-lg border border-line p-4">{t("admin.review.empty")}</p> : null}
      <ol className="mt-6 space-y-4">
        {queue.map((listing) => {
          const error = refused?.id === listing.id ? refused.error : null;
          const reasonId = `reason-${listing.id}`;
          return (
            <li key={listing.id} id={`review-${listing.id}`} className="scroll-mt-24 rounded-xl border border-line bg-surface-raised p-4">
              <h3 className="font-semibold">
                <LocalizedText value={pickLanguage(listing.title, listing.titleAr, language)} />
              </h3>
              <p className="mt-1 text-sm text-ink-muted">
                {t("admin.review.summary", {
                  district: pickLanguage(listing.district, listing.districtAr, language).text,
                  price: formatNumber(listing.price, language),
                  size: formatNumber(listing.size, language),
                })}
              </p>
              <p className="mt-1 text-sm">
                {t("admin.review.by")}{" "}
                <bdi>{pickLanguage(listing.advertiserName ?? "", listing.advertiserNameAr ?? "", language).text}</bdi>{" "}
                <bdi dir="ltr">{listing.advertiserEmail}</bdi>
              </p>
              <p className="mt-2 flex flex-wrap gap-4 text-sm">
                <Link
                  className="font-semibold text-brand underline underline-offset-2"
                  to={`/admin/dashboard/properties/${listing.id}/edit`}
                >
                  {t("admin.review.open")}
                </Link>
              </p>
              <div className="mt-4 flex flex-wrap items-start gap-4">
                <Form method="post" action={`/admin/dashboard/review#review-${listing.id}`}>
                  <input type="hidden" name="id" value={listing.id} />
                  <input type="hidden" name="decision" value="approve" />
                  <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-brand-ink hover:bg-brand-strong">
                    {t("admin.review.approve")}
                  </button>
                </Form>
                <Form method="post" action={`/admin/dashboard/review#review-${listing.id}`} className="min-w-64 flex-1">
                  <input type="hidden" name="id" value={listing.id} />
                  <input type="hidden" name="decision" value="return" />
                  <label htmlFor={reasonId} className="block text-sm font-medium">
                    {t("admin.review.reason")}
                  </label>
                  <textarea
                    id={reasonId}
                    name="reason"
                    rows={2}
                    maxLength={2000}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${reasonId}-error` : undefined}
                    className="field-input mt-1"
                  />
                  {error ? (
                    <p id={`${reasonId}-error`} className="mt-1 text-sm text-danger">
                      {t(error)}
                    </p>
                  ) : null}
                  <button type="submit" className="mt-2 rounded-lg border border-line px-4 py-2 font-semibold hover:bg-surface-muted">
                    {t("admin.review.return")}
                  </button>
                </Form>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
