import { type ErrorResponse, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";

/** Error boundary of the shortlist and compare pages: a 400 names the ids the address got wrong. */
export function BadIdsErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 400: (error) => <BadIds error={error} /> }} />;
}

function BadIds({ error }: { error: ErrorResponse }) {
  const { t } = useTranslation();
  const problems: string[] = (error.data as { problems?: string[] })?.problems ?? [];
  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <h1 className="text-2xl font-bold">{t("saved.badIdsTitle")}</h1>
      <p className="mt-3 text-ink-muted">{t("saved.badIdsText")}</p>
      <ul className="mt-3 list-disc space-y-1 ps-6" dir="ltr">
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
      <Link to="/saved" className="mt-8 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
        {t("saved.backToSaved")}
      </Link>
    </section>
  );
}
