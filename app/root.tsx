import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "@remix-run/react";
import { useState } from "react";
import { TranslationProvider, useTranslation } from "~/utils/translation";
import { Footer } from "~/components/Footer";
import { Header } from "~/components/Header";
import { useFollowPlainLinks } from "~/components/PlainLink";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ToastViewport } from "~/components/ui/Toast";
import { directionOf, fallbackLng, localeHref } from "~/i18n";
import { listDistrictChoices } from "~/models/districts.server";
import { env } from "~/services/env.server";
import { unlessFault } from "~/services/faults.server";
import { readAmenityNamesAr } from "~/models/amenity-names.server";
import { getLanguage, languageCookieHeader, translatorFor } from "~/services/i18n.server";
import { readClock } from "~/services/clock.server";
import { readSavedIds } from "~/services/saved.server";
import { getTheme } from "~/services/theme.server";
import { takeToast } from "~/services/toast.server";
import { riyadhDate } from "~/utils/format";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";
import stylesheet from "~/tailwind.css?url";
import { useRootData } from "~/utils/use-root-data";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const handle = KEEPABLE_PAGE;

const FOOTER_DISTRICTS = 6;
const SOCIAL_NETWORKS = [
  { label: "X", variable: "SOCIAL_X_URL" },
  { label: "LinkedIn", variable: "SOCIAL_LINKEDIN_URL" },
  { label: "Instagram", variable: "SOCIAL_INSTAGRAM_URL" },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const [language, theme, { toast, setCookie }, districts, savedIds, amenityNamesAr] = await Promise.all([
    getLanguage(request),
    getTheme(request),
    takeToast(request),
    // The footer's districts are not worth the page: while the database is away it renders without them.
    listDistrictChoices().catch(unlessFault([])),
    readSavedIds(request),
    // Custom amenities' Arabic names (usually none): cards on any page may show them.
    readAmenityNamesAr().catch(unlessFault({})),
  ]);
  const headers = new Headers();
  const languageCookie = await languageCookieHeader(request, language);
  if (languageCookie) headers.append("Set-Cookie", languageCookie);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  // The footer links the districts with most listings.
  const footerDistricts = districts.slice(0, FOOTER_DISTRICTS).map(({ name, nameAr, slug }) => ({ name, nameAr, slug }));
  // The site's public address (PUBLIC_ORIGIN), never the request's Host: canonical and share URLs.
  const origin = env.PUBLIC_ORIGIN;
  // Today's date makes a kept page (keyed by loader data) change with the day: "confirmed N days ago".
  const today = riyadhDate(readClock());
  // The saved ids light the hearts and count in the header; pages with them are never kept (page-cache.server.ts).
  // The site's own pages on the networks, only those configured (README, configuration).
  const socialLinks = SOCIAL_NETWORKS.flatMap(({ label, variable }) => (env[variable] ? [{ label, href: env[variable] }] : []));
  // What the site's preview image shows, for the share tags of every page without its own (utils/seo.ts).
  const siteImageAlt = (await translatorFor(language))("seo.siteImageAlt");
  return data(
    { language, theme, toast, tileUrl: env.TILE_URL, origin, footerDistricts, today, savedIds, socialLinks, amenityNamesAr, siteImageAlt },
    { headers },
  );
}

export type RootLoader = typeof loader;

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  const language = rootData?.language ?? fallbackLng;
  // The visitors' newsletter sign-up has no place in the admin's pages (issue 50).
  const adminPage = /^\/admin(\/|$)/i.test(useLocation().pathname);
  useFollowPlainLinks();
  // Only the document needs the preload; later language switches load their texts themselves.
  const [documentLanguage] = useState(language);
  return (
    <html lang={language} dir={directionOf(language)} className={rootData?.theme === "dark" ? "dark" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* The page's texts for the browser (utils/locale-parts.ts), fetched alongside the scripts. */}
        <link rel="preload" href={localeHref(documentLanguage)} as="fetch" crossOrigin="anonymous" />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-surface text-ink antialiased">
        <TranslationProvider language={language}>
          <a href="#main" className="skip-link">
            <SkipLinkText />
          </a>
          <Header />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer districts={rootData?.footerDistricts ?? []} socialLinks={rootData?.socialLinks ?? []} newsletter={!adminPage} />
          <ToastViewport toast={rootData?.toast ?? null} />
        </TranslationProvider>
        <ScrollRestoration />
        {/* Low priority (documentBytes in entry.server.tsx): on a slow link the stylesheet and
            the hero image come before the scripts, which only enhance a page that already works without them. */}
        <Scripts />
      </body>
    </html>
  );
}

function SkipLinkText() {
  const { t } = useTranslation();
  return <>{t("nav.skipToContent")}</>;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
