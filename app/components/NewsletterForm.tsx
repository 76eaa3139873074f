import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/utils/translation";
import { PlainLink } from "~/components/PlainLink";
import { HoneypotField } from "~/components/ui/Honeypot";
import { usePostedForm } from "~/utils/use-posted-form";

export const NEWSLETTER_ACTION = "/newsletter";

/**
 * The newsletter sign-up: an address and a consent box, posted to /newsletter. Without scripts a plain
 * POST that comes back to this page with a toast (or, when the input is wrong, to the /newsletter page
 * with the errors). With scripts a fetcher: errors show here, success follows the same redirect.
 * It is in every page's footer, so it checks with the server's answer alone (noValidate, like every
 * other form, so the errors are ours and translated), without zod or Conform (docs/decisions/0004-js-budget.md). `lastResult` is the /newsletter
 * page's action answer, for that page's own copy of the form.
 */
export function NewsletterForm({ id, lastResult }: { id: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const { fetcher, errors, typed, redirectTo, formKey } = usePostedForm(id, lastResult);
  const pending = fetcher.state !== "idle";
  const field = (name: "email" | "consent") => {
    const error = errors[name]?.[0];
    return {
      id: `${id}-${name}`,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${name}-error` : undefined,
      error: error ? t(error) : null,
    };
  };
  const { error: emailError, ...email } = field("email");
  const { error: consentError, ...consent } = field("consent");
  const formError = errors[""]?.[0];
  return (
    // The location key remounts the form empty after a successful send (the redirect is a new entry).
    // noValidate: the server's translated errors show here (or on /newsletter), never the browser's English popups.
    <fetcher.Form
      key={formKey}
      id={id}
      method="post"
      action={NEWSLETTER_ACTION}
      preventScrollReset
      noValidate
      className="mt-3 scroll-mt-24"
    >
      {formError ? (
        <p role="alert" className="mb-2 text-sm font-semibold text-danger">
          {t(formError)}
        </p>
      ) : null}
      <label htmlFor={email.id} className="mb-1 block text-sm font-medium">
        {t("footer.newsletterEmail")}
      </label>
      <div className="flex gap-2">
        <input
          {...email}
          type="email"
          required
          maxLength={254}
          defaultValue={typeof typed.email === "string" ? typed.email : undefined}
          autoComplete="email"
          dir="ltr"
          className="field-input text-start"
        />
        <button
          type="submit"
          disabled={pending}
          className="shrink-0 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:bg-brand-strong disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? t("newsletter.sending") : t("footer.subscribe")}
        </button>
      </div>
      <p id={`${email.id}-error`} className="min-h-5 pt-1 text-sm text-danger">
        {emailError}
      </p>
      <div className="flex items-start gap-2 text-sm">
        <input
          {...consent}
          type="checkbox"
          required
          // Still ticked when only the address was refused (the /newsletter page's copy, without scripts).
          defaultChecked={typed.consent === "on"}
          className="mt-0.5 size-4 shrink-0 accent-brand"
        />
        <label htmlFor={consent.id}>{t("newsletter.consent")}</label>
      </div>
      <p id={`${consent.id}-error`} className="min-h-5 pt-1 text-sm text-danger">
        {consentError}
      </p>
      <p className="text-xs text-ink-muted">
        <PlainLink to="/privacy#newsletter" className="underline underline-offset-2 hover:text-ink">
          {t("newsletter.privacyLink")}
        </PlainLink>
      </p>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <HoneypotField />
    </fetcher.Form>
  );
}
