import { type ErrorResponse, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BadRequestPage } from "~/components/BadRequestPage";
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
  return (
    <BadRequestPage
      error={error}
      title={t("browse.badQueryTitle")}
      text={t("browse.badQueryText")}
      to={pathname}
      action={t("browse.newSearch")}
    />
  );
}
