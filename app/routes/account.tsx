import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { requireAdvertiser } from "~/services/auth.server";
import { getT } from "~/services/i18n.server";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { tabClass } from "~/components/ui/tab-class";
import { withAdminTexts } from "~/utils/locale-parts";
import { pageTitle } from "~/utils/meta";

// The advertiser's own pages (issue 51): who is signed in, sign out, and a tab per part of their account.
// Every page below runs this loader first, so none is shown to anyone else.
export async function loader({ request }: LoaderFunctionArgs) {
  const advertiser = await requireAdvertiser(request);
  const t = await getT(request);
  return { advertiser: { email: advertiser.email, emailVerified: advertiser.emailVerified }, title: t("account.metaTitle") };
}

export const clientLoader = withAdminTexts;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

const TABS = [
  { to: "/account", label: "account.tabs.overview", end: true },
  { to: "/account/listings", label: "account.tabs.listings", end: false },
  { to: "/account/leads", label: "account.tabs.leads", end: false },
  { to: "/account/profile", label: "account.tabs.profile", end: false },
  { to: "/account/sessions", label: "account.tabs.sessions", end: false },
] as const;

export default function AccountLayout() {
  const { t } = useTranslation();
  const { advertiser } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="me-auto text-2xl font-bold">{t("account.title")}</h1>
        <p className="text-sm text-ink-muted">
          <bdi dir="ltr">{t("account.signedInAs", { email: advertiser.email })}</bdi>
        </p>
        {/* A document POST even with scripts, as the dashboard's: nothing of the account stays in the page. */}
        <Form method="post" action="/account/logout" reloadDocument>
          <button type="submit" className="rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-surface-muted">
            {t("account.logout")}
          </button>
        </Form>
      </div>
      <nav aria-label={t("account.nav")} className="mt-6 flex flex-wrap border-b border-line sm:gap-2">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className={tabClass}>
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
