import { type ErrorResponse, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { NotFound } from "~/components/NotFound";

/**
 * Error boundary of the browse, map and district pages: a 400 lists the bad URL parameters and offers a
 * fresh search; a 404 (an unknown district) is the site's not-found page.
 */
export function BrowseErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 400: (error) => <BadQuery error={error} />, 404: () => <NotFound /> }} />;
}

function BadQuery({ error }: { error: ErrorResponse }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const problems: string[] = (error.data as { problems?: string[] })?.problems ?? [];
  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <h1 className="text-2xl font-bold">{t("browse.badQueryTitle")}</h1>
      <p className="mt-3 text-ink-muted">{t("browse.badQueryText")}</p>
      <ul className="mt-3 list-disc space-y-1 ps-6" dir="ltr">
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
      <Link to={pathname} className="mt-8 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
        {t("browse.newSearch")}
      </Link>
    </section>
  );
}
