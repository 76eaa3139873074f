import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { countReviewQueue } from "~/models/advertiser-listings.server";
import { listDistricts } from "~/models/districts.server";
import { listLandmarks } from "~/models/landmarks.server";
import { countInquiries } from "~/models/inquiries.server";
import { countSubscribers } from "~/models/newsletter.server";
import { countProperties } from "~/models/properties.server";
import { PropertyFiltersSchema } from "~/schemas/filters";
import { requireAdmin } from "~/services/auth.server";
import { getT } from "~/services/i18n.server";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { tabClass } from "~/components/ui/tab-class";
import { withAdminTexts } from "~/utils/locale-parts";
import { pageTitle } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const [t, properties, inquiries, districts, landmarks, subscribers, review] = await Promise.all([
    getT(request),
    countProperties(PropertyFiltersSchema.parse({})),
    countInquiries(admin, { status: "new" }),
    listDistricts(),
    listLandmarks(),
    countSubscribers(),
    countReviewQueue(),
  ]);
  const counts = { properties, inquiries, districts: districts.length, landmarks: landmarks.length, subscribers, review };
  return { admin, title: t("admin.metaTitle"), counts };
}

export const clientLoader = withAdminTexts;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

/** Dashboard frame: who is signed in, logout, and the three tabs (links, so the tab lives in the URL). */
export default function DashboardLayout() {
  const { t } = useTranslation();
  const { admin, counts } = useLoaderData<typeof loader>();
  // The properties tab is the dashboard's index and owns /admin/dashboard/properties/* (its dialogs).
  const { pathname } = useLocation();
  const propertiesTabActive = pathname === "/admin/dashboard" || pathname.startsWith("/admin/dashboard/properties");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="me-auto text-2xl font-bold">{t("admin.title")}</h1>
        <p className="text-sm text-ink-muted">
          {t("admin.newsletter.count", { count: counts.subscribers })} {/* A document link: the browser downloads the file. */}
          <Link
            to="/admin/dashboard/subscribers.csv"
            reloadDocument
            download
            className="font-semibold text-brand underline underline-offset-2"
          >
            {t("admin.newsletter.csv")}
          </Link>
        </p>
        <p className="text-sm text-ink-muted">{t("admin.signedInAs", { username: admin.username })}</p>
        {/* A document POST even with scripts: the login page after it is a new document, so nothing the
            dashboard showed (an inquiry's name, email, phone) stays in the page's memory. */}
        <Form method="post" action="/admin/logout" reloadDocument>
          <button type="submit" className="rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-surface-muted">
            {t("admin.logout")}
          </button>
        </Form>
      </div>
      {/* Each label on one line; where the tabs outgrow a phone (five of them) they wrap to a
          second row instead of hiding beyond the screen's edge. */}
      <nav aria-label={t("admin.tabs")} className="mt-6 flex flex-wrap border-b border-line sm:gap-2">
        <NavLink to="/admin/dashboard" className={() => tabClass({ isActive: propertiesTabActive })}>
          {t("admin.propertiesTab", { count: counts.properties })}
        </NavLink>
        <NavLink to="/admin/dashboard/overview" className={tabClass}>
          {t("admin.overviewTab")}
        </NavLink>
        {/* The count of new inquiries as a badge, which keeps the label short enough for a phone's tab strip;
            the link's name says what the number is, and starts with what is visible. */}
        <NavLink to="/admin/dashboard/inquiries" className={tabClass} aria-label={t("admin.inquiriesTabNew", { count: counts.inquiries })}>
          {t("admin.inquiriesTab")} <span className="rounded-full bg-brand px-1.5 tabular-nums text-brand-ink">{counts.inquiries}</span>
        </NavLink>
        <NavLink to="/admin/dashboard/review" className={tabClass} aria-label={t("admin.reviewTabWaiting", { count: counts.review })}>
          {t("admin.reviewTab")} <span className="rounded-full bg-brand px-1.5 tabular-nums text-brand-ink">{counts.review}</span>
        </NavLink>
        <NavLink to="/admin/dashboard/advertisers" className={tabClass}>
          {t("admin.advertisersTab")}
        </NavLink>
        <NavLink to="/admin/dashboard/districts" className={tabClass}>
          {t("admin.districtsTab", { count: counts.districts })}
        </NavLink>
        <NavLink to="/admin/dashboard/landmarks" className={tabClass}>
          {t("admin.landmarksTab", { count: counts.landmarks })}
        </NavLink>
        <NavLink to="/admin/dashboard/activity" className={tabClass}>
          {t("admin.activityTab")}
        </NavLink>
        <NavLink to="/admin/dashboard/outbox" className={tabClass}>
          {t("admin.outboxTab")}
        </NavLink>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

// A refused write inside the dashboard (403, 413, 415 ...) says what went wrong, in the page's language.
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
