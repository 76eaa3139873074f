import type { ErrorResponse } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { BadRequestPage } from "~/components/BadRequestPage";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";

/** Error boundary of the shortlist and compare pages: a 400 names the ids the address got wrong. */
export function BadIdsErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 400: (error) => <BadIds error={error} /> }} />;
}

function BadIds({ error }: { error: ErrorResponse }) {
  const { t } = useTranslation();
  return (
    <BadRequestPage
      error={error}
      title={t("saved.badIdsTitle")}
      text={t("saved.badIdsText")}
      to="/saved"
      action={t("saved.backToSaved")}
      paramLabel={() => t("saved.idsParam")}
    />
  );
}
