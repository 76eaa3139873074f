import { useTranslation } from "react-i18next";

interface FieldShellProps {
  id: string;
  label: string;
  errorId: string;
  errors?: string[];
  children: React.ReactNode;
  className?: string;
}

/** Label, control and inline errors (translation keys), wired with aria-describedby by the caller. */
export function FieldShell({ id, label, errorId, errors, children, className }: FieldShellProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      <div id={errorId} className="min-h-5 pt-1 text-sm text-danger">
        {errors?.length ? t(errors[0]!) : null}
      </div>
    </div>
  );
}
