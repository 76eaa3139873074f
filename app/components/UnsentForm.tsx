import { useActionData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { FieldShell } from "./ui/Field";

// The labels of the public forms' fields (the inquiry and the contact form); any other field is sent
// back as it was, hidden.
const LABELS: Record<string, string> = {
  firstName: "contact.firstName",
  lastName: "contact.lastName",
  name: "inquiry.name",
  email: "inquiry.email",
  phone: "inquiry.phone",
  subject: "contact.subject",
  message: "inquiry.message",
};

interface Reply {
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
}

/**
 * A public form that was not sent because the database was away or the disk full, when the page itself
 * cannot be drawn either (its loaders need the database too): what the visitor typed, in a form that
 * posts it again. Without scripts this is all that keeps it; with scripts the page's own form does.
 */
export function UnsentForm() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const reply = useActionData<Reply>();
  const typed = Object.entries(reply?.initialValue ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== HONEYPOT_FIELD,
  );
  if (typed.length === 0) return null;
  const notice = Object.values(reply?.error ?? {}).flat()[0];
  return (
    <form method="post" action={`${pathname}${search}`} className="mx-auto mt-2 max-w-xl px-4 pb-16 text-start">
      {notice ? (
        <p role="alert" className="mb-4 rounded-lg border border-danger bg-danger-soft p-3 text-sm">
          {t(notice)}
        </p>
      ) : null}
      {typed.map(([name, value]) =>
        LABELS[name] ? (
          <FieldShell key={name} id={`unsent-${name}`} label={t(LABELS[name])} errorId={`unsent-${name}-error`}>
            {name === "message" ? (
              <textarea id={`unsent-${name}`} name={name} defaultValue={value} rows={4} className="field-input" />
            ) : (
              <input id={`unsent-${name}`} name={name} defaultValue={value} className="field-input" />
            )}
          </FieldShell>
        ) : (
          <input key={name} type="hidden" name={name} value={value} />
        ),
      )}
      <button type="submit" className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
        {t("forms.tryAgain")}
      </button>
    </form>
  );
}
