import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useTranslation } from "~/utils/translation";
import { FieldShell } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";

// The pieces every account form is made of (issue 51): a labelled field with its hint and error, the form's
// own error, and a full-width button. Labels are what tests and screen readers find a field by.

interface InputFieldProps {
  field: FieldMetadata<string | undefined>;
  label: string;
  type: "text" | "email" | "password" | "tel";
  autoComplete: string;
  hint?: string;
  /** Addresses, passwords, numbers: typed left to right in either language. */
  ltr?: boolean;
  required?: boolean;
}

/** One input with its label, an optional hint (announced with it) and its error. */
export function InputField({ field, label, type, autoComplete, hint, ltr, required }: InputFieldProps) {
  const hintId = `${field.id}-hint`;
  const props = getInputProps(field, { type });
  const describedBy = [hint ? hintId : null, field.errors?.length ? field.errorId : null].filter(Boolean).join(" ");
  return (
    <FieldShell id={field.id} label={label} errorId={field.errorId} errors={field.errors} required={required}>
      {hint ? (
        <p id={hintId} className="mb-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <input
        {...props}
        // A password is never sent back to the page: the field starts empty after a refusal.
        defaultValue={type === "password" ? undefined : props.defaultValue}
        aria-describedby={describedBy || undefined}
        autoComplete={autoComplete}
        dir={ltr ? "ltr" : undefined}
        className={`field-input ${ltr ? "text-start" : ""}`}
      />
    </FieldShell>
  );
}

/** The form's own error (a refused sign-in, a throttle), announced when it appears. */
export function FormAlert({ id, errors, title }: { id: string; errors?: string[]; title?: string }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div role="alert" id={id} className="mb-4 rounded-lg border border-danger bg-danger-soft p-3">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p className="text-sm">{t(errors[0]!)}</p>
    </div>
  );
}

/** The form's button, full width on a phone. */
export function WideSubmit({ label, pending, danger }: { label: string; pending: string; danger?: boolean }) {
  return (
    <SubmitButton
      pendingLabel={pending}
      className={`mt-2 w-full rounded-lg px-5 py-2.5 font-semibold disabled:cursor-wait disabled:opacity-70 sm:w-auto ${
        danger ? "bg-danger text-surface hover:opacity-90" : "bg-brand text-brand-ink hover:bg-brand-strong"
      }`}
    >
      {label}
    </SubmitButton>
  );
}

/** A public account page's frame (sign-up, sign-in, links): one narrow column. */
export function AccountCard({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold">{title}</h1>
      {intro ? <p className="mt-2 text-ink-muted">{intro}</p> : null}
      <div className="mt-6 rounded-xl border border-line bg-surface-raised p-4 sm:p-6">{children}</div>
    </section>
  );
}
