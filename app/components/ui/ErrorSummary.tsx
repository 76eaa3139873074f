import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";

interface FieldState {
  id: string;
  /** Translation keys, as the schemas give them. */
  errors?: string[];
}

/**
 * What went wrong with a submitted form, at its top: a live alert with a link to each invalid field
 * and the form's own errors (translation keys). Shown only once the form was sent, so it does not
 * appear while a visitor is still typing. With scripts Conform then focuses the first invalid field;
 * without, the action URL's fragment brings the form, and so this summary, into view.
 */
export function ErrorSummary<Name extends string>({
  fields,
  labels,
  formErrors,
  submitted,
}: {
  /** Conform's field metadata. */
  fields: Record<Name, FieldState>;
  /** The fields to list, in the form's order, with their visible labels. */
  labels: Record<Name, string>;
  formErrors?: string[];
  submitted: boolean;
}) {
  const { t } = useTranslation();
  const invalid = (Object.keys(labels) as Name[])
    .map((name) => ({ id: fields[name].id, errors: fields[name].errors, label: labels[name] }))
    .filter((field) => field.errors?.length);
  if (!submitted || (invalid.length === 0 && !formErrors?.length)) return null;
  return (
    <div role="alert" className="mb-4 flex gap-3 rounded-lg border border-danger bg-danger-soft p-3 text-sm text-ink">
      <Icon name="close" className="mt-0.5 size-4 text-danger" />
      <div>
        {/* The form's own errors (too many messages) stand alone; field errors under a heading with their count. */}
        {formErrors?.map((error) => (
          <p key={error} className="font-semibold">
            {t(error)}
          </p>
        ))}
        {invalid.length > 0 ? <p className="font-semibold">{t("forms.errorSummary", { count: invalid.length })}</p> : null}
        {invalid.length > 0 ? (
          <ul className="mt-1 list-disc space-y-0.5 ps-5">
            {invalid.map((field) => (
              <li key={field.id}>
                <a href={`#${field.id}`} className="underline underline-offset-2">
                  {field.label}: {t(field.errors![0]!)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
