import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { resendVerification } from "~/models/advertiser-account.server";
import { requireAdvertiser } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { ltrIsolate } from "~/utils/format";

// /account (issue 51): the advertiser's overview. Until their address is verified it says so and can send the
// link again (at most RECEIPTS_PER_DAY a day to one address; each new link makes the older ones stop working).
// The counts of listings and leads come with their own tabs (the listing editor and the lead desk).

export async function loader({ request }: LoaderFunctionArgs) {
  const { email, emailVerified, type, slug, name, nameAr } = await requireAdvertiser(request);
  return { email, emailVerified, type, slug, name, nameAr };
}

export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request, { body: "any" });
  const advertiser = await requireAdvertiser(request);
  const sent = await resendVerification(advertiser.id);
  return redirectWithToast(
    "/account",
    sent
      ? { title: "account.access.overview.resentTitle", description: "account.access.overview.resentText" }
      : { title: "account.access.overview.notResentTitle", description: "account.access.overview.notResentText", variant: "destructive" },
  );
}

const NEXT = [
  { to: "/account/listings", label: "account.access.overview.listings" },
  { to: "/account/leads", label: "account.access.overview.leads" },
  { to: "/account/profile", label: "account.access.overview.profile" },
  { to: "/account/sessions", label: "account.access.overview.sessions" },
] as const;

export default function AccountOverview() {
  const { t } = useTranslation();
  const { email, emailVerified, type, slug } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <h2 className="sr-only">{t("account.access.overview.title")}</h2>
      {emailVerified ? (
        <p className="rounded-xl border border-line bg-surface-raised p-4">
          {t("account.access.overview.verified", { email: ltrIsolate(email) })}
        </p>
      ) : (
        <section aria-labelledby="verify-title" className="rounded-xl border border-accent bg-surface-raised p-4">
          <h3 id="verify-title" className="text-lg font-bold">
            {t("account.access.overview.unverifiedTitle")}
          </h3>
          <p className="mt-1">{t("account.access.overview.unverifiedText", { email: ltrIsolate(email) })}</p>
          <Form method="post" className="mt-3">
            <SubmitButton pendingLabel={t("account.access.overview.resending")}>{t("account.access.overview.resend")}</SubmitButton>
          </Form>
        </section>
      )}
      <dl className="rounded-xl border border-line bg-surface-raised p-4">
        <dt className="text-sm text-ink-muted">{t("account.access.overview.type")}</dt>
        <dd className="font-semibold">{t(`account.access.types.${type}`)}</dd>
        <dt className="mt-3 text-sm text-ink-muted">{t("account.access.overview.publicPage")}</dt>
        <dd>
          {/* Their published offices as visitors see them. */}
          <Link to={`/advertisers/${slug}`} className="font-semibold text-brand underline underline-offset-2">
            <bdi dir="ltr">/advertisers/{slug}</bdi>
          </Link>
        </dd>
      </dl>
      <section aria-labelledby="next-title" className="lg:col-span-2">
        <h3 id="next-title" className="text-lg font-bold">
          {t("account.access.overview.next")}
        </h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {NEXT.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="block rounded-lg border border-line p-3 font-semibold hover:bg-surface-muted">
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
