import { type ErrorResponse, isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { NotFound } from "./NotFound";
import { UnsentForm } from "./UnsentForm";

type StatusHandler = (error: ErrorResponse) => ReactNode;

// What each refused request tells the visitor; anything else that is not a thrown answer is our fault.
const MESSAGES: Record<number, string> = {
  400: "badRequest",
  403: "forbidden",
  405: "badRequest",
  413: "tooLarge",
  415: "badRequest",
  429: "tooMany",
  // Faults outside us (app/services/faults.server.ts): the database away, the disk full.
  503: "unavailable",
  507: "storageFull",
};

/**
 * The one error boundary of every route that can fail: a thrown 4xx answer shows what went wrong in
 * the page's language (a route may handle some statuses its own way), anything else the server error.
 */
export function GeneralErrorBoundary({ statusHandlers = {} }: { statusHandlers?: Record<number, StatusHandler> }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return handler(error);
    if (error.status === 404) return <NotFound />;
    // Too many new word searches (wordSearchAdmission): how long to wait, as Retry-After says.
    const searchWait = (error.data as { searchWaitSeconds?: unknown } | null)?.searchWaitSeconds;
    if (error.status === 429 && typeof searchWait === "number") {
      return <ErrorMessage title="errors.tooManyTitle" text="errors.tooManySearchesText" values={{ seconds: searchWait }} />;
    }
    const message = MESSAGES[error.status];
    // A form the fault kept from being sent comes back below the message, filled in as it was typed.
    if (message && (error.status === 503 || error.status === 507)) {
      return (
        <>
          <ErrorMessage title={`errors.${message}Title`} text={`errors.${message}Text`} />
          <UnsentForm />
        </>
      );
    }
    if (message) return <ErrorMessage title={`errors.${message}Title`} text={`errors.${message}Text`} />;
  }
  return <ErrorMessage title="errors.serverTitle" text="errors.serverText" />;
}

function ErrorMessage({ title, text, values }: { title: string; text: string; values?: Record<string, number> }): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t(title)}</h1>
      <p className="mt-4 text-ink-muted">{t(text, values)}</p>
      <Link to="/" className="mt-8 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
        {t("notFound.home")}
      </Link>
    </section>
  );
}
