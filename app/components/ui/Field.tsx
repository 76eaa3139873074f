import { useTranslation } from "~/utils/translation";

interface FieldShellProps {
  id: string;
  label: string;
  errorId: string;
  errors?: string[];
  children: React.ReactNode;
  className?: string;
  /** Marks the label with an asterisk; the control carries `required` itself. */
  required?: boolean;
}

/** Label, control and inline errors (translation keys), wired with aria-describedby by the caller. */
export function FieldShell({ id, label, errorId, errors, children, className, required }: FieldShellProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      {/* The asterisk stays outside the label, so the field's accessible name is the label alone. */}
      <div className="mb-1 flex gap-1 text-sm font-medium">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        ) : null}
      </div>
      {children}
      {/* Room below an error, so it never touches the next field's label. */}
      <div id={errorId} className="mb-2 min-h-5 pt-1 text-sm text-danger">
        {errors?.length ? t(errors[0]!) : null}
      </div>
    </div>
  );
}

/** The key to the asterisks, above a form whose required fields carry them. */
export function RequiredNote() {
  const { t } = useTranslation();
  return <p className="mb-3 text-xs text-ink-muted">{t("forms.requiredNote")}</p>;
}
