import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/utils/translation";
import { HoneypotField } from "~/components/ui/Honeypot";
import { useLanguage } from "~/utils/use-language";
import { usePostedForm } from "~/utils/use-posted-form";

export const ALERT_ACTION = "/alerts";

/**
 * "Email me new matches" (issue 35): an address, posted to /alerts with the page's search (its canonical
 * query) and language. Like the newsletter's form: without scripts a plain POST that comes back here with a
 * toast (or, when the input is wrong, to the /alerts page with the errors); with scripts a fetcher, errors
 * shown here. The server's translated errors only (noValidate), no zod in the browse page's bundle.
 */
export function AlertForm({ id, search, lastResult }: { id: string; search: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { fetcher, errors, typed, redirectTo, formKey } = usePostedForm(id, lastResult);
  const error = errors.email?.[0] ?? errors.search?.[0] ?? errors[""]?.[0];
  const emailId = `${id}-email`;
  return (
    // The location key remounts the form empty after a successful send (the redirect is a new entry).
    <fetcher.Form key={formKey} id={id} method="post" action={ALERT_ACTION} preventScrollReset noValidate className="scroll-mt-24">
      <p className="text-sm text-ink-muted">{t("alerts.text")}</p>
      <label htmlFor={emailId} className="mb-1 mt-3 block text-sm font-medium">
        {t("alerts.email")}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={emailId}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          dir="ltr"
          defaultValue={typeof typed.email === "string" ? typed.email : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${emailId}-error` : undefined}
          className="field-input min-w-0 flex-1 text-start"
        />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="shrink-0 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:bg-brand-strong disabled:cursor-wait disabled:opacity-70"
        >
          {fetcher.state !== "idle" ? t("alerts.sending") : t("alerts.submit")}
        </button>
      </div>
      <p id={`${emailId}-error`} role={error ? "alert" : undefined} className="min-h-5 pt-1 text-sm text-danger">
        {error ? t(error) : null}
      </p>
      <input type="hidden" name="search" value={typeof typed.search === "string" ? typed.search : search} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <HoneypotField />
    </fetcher.Form>
  );
}
