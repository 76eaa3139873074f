import { useTranslation } from "~/utils/translation";
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
 * without, the action URL's fragment brings the form, and so this summary, into view. A long form gives
 * the summary an `id` to be that fragment itself (issue 50, point 10): the page then also focuses it as
 * it loads (autofocus), so a screen reader reads it out.
 */
export function ErrorSummary<Name extends string>({
  id,
  fields,
  labels,
  formErrors,
  notes = [],
  submitted,
}: {
  id?: string;
  /** Conform's field metadata. */
  fields: Record<Name, FieldState>;
  /** The fields to list, in the form's order, with their visible labels. */
  labels: Record<Name, string>;
  formErrors?: string[];
  /** Lines that are no field's error (already in the page's language), each linking to its box. */
  notes?: { id: string; text: string }[];
  submitted: boolean;
}) {
  const { t } = useTranslation();
  const invalid = (Object.keys(labels) as Name[])
    .map((name) => ({ id: fields[name].id, errors: fields[name].errors, label: labels[name] }))
    .filter((field) => field.errors?.length);
  if (!submitted || (invalid.length === 0 && notes.length === 0 && !formErrors?.length)) return null;
  return (
    <div
      id={id}
      role="alert"
      tabIndex={id ? -1 : undefined}
      // Only a page drawn with the answer has it: a script's check renders it later, when autofocus does nothing.
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the summary of a refused form, where its reader must start
      autoFocus={Boolean(id)}
      className="mb-4 flex scroll-mt-4 gap-3 rounded-lg border border-danger bg-danger-soft p-3 text-sm text-ink outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <Icon name="close" className="mt-0.5 size-4 text-danger" />
      <div>
        {/* The form's own errors (too many messages) stand alone; field errors under a heading with their count. */}
        {formErrors?.map((error) => (
          <p key={error} className="font-semibold">
            {t(error)}
          </p>
        ))}
        {invalid.length > 0 ? <p className="font-semibold">{t("forms.errorSummary", { count: invalid.length })}</p> : null}
        {invalid.length > 0 || notes.length > 0 ? (
          <ul className="mt-1 list-disc space-y-0.5 ps-5">
            {invalid.map((field) => (
              <li key={field.id}>
                <a href={`#${field.id}`} className="underline underline-offset-2">
                  {field.label}: {t(field.errors![0]!)}
                </a>
              </li>
            ))}
            {notes.map((note) => (
              <li key={note.id}>
                <a href={`#${note.id}`} className="underline underline-offset-2">
                  {note.text}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
