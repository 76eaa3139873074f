import { useTranslation } from "~/utils/translation";
import { HONEYPOT_FIELD } from "~/utils/honeypot";

/**
 * A field people never see (display: none keeps it from screen readers and the keyboard too) and
 * form-filling bots do: a submission that fills it is dropped without a word.
 */
export function HoneypotField() {
  const { t } = useTranslation();
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        {t("forms.honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
