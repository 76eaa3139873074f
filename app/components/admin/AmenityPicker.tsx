import type { getInputProps } from "@conform-to/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { hasAmenity, PROPERTY_LIMITS } from "~/schemas/property";
import { ADMIN_QUICK_AMENITIES } from "~/utils/amenities";
import { useHydrated } from "~/utils/use-hydrated";

type CustomFieldProps = ReturnType<typeof getInputProps> & { errors?: string[]; errorId: string };

/**
 * The 8 quick-select amenities and any custom ones as checkboxes named `amenities`, plus the
 * custom amenity box: with JavaScript Enter (or Add) turns it into a new checked chip; without it,
 * the server adds what is in the box when the form is saved.
 */
export function AmenityPicker({
  initial,
  errors,
  customField,
  className,
}: {
  initial: string[];
  errors?: string[];
  customField: CustomFieldProps;
  className?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [added, setAdded] = useState<string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { errors: customErrors, errorId, key: customKey, ...customInput } = customField;

  const chips: string[] = [];
  for (const amenity of [...ADMIN_QUICK_AMENITIES, ...initial, ...added]) if (!hasAmenity(chips, amenity)) chips.push(amenity);
  const checkedAtFirst = new Set([...initial, ...added]);

  const addCustom = () => {
    const input = inputRef.current;
    if (!input) return;
    const value = input.value.trim();
    if (!value || value.length > PROPERTY_LIMITS.amenityLength || hasAmenity(chips, value)) {
      // An existing chip is simply checked; anything else is refused with the rule.
      const existing = inputRef.current?.form?.querySelectorAll<HTMLInputElement>('input[name="amenities"]');
      const match = value ? [...(existing ?? [])].find((box) => hasAmenity([box.value], value)) : undefined;
      if (match) {
        match.checked = true;
        input.value = "";
        setMessage(null);
      } else {
        setMessage("admin.errors.amenity");
      }
      return;
    }
    if (chips.length >= PROPERTY_LIMITS.amenities + ADMIN_QUICK_AMENITIES.length) {
      setMessage("admin.errors.amenity");
      return;
    }
    setAdded((list) => [...list, value]);
    setMessage(null);
    input.value = "";
  };

  const shownError = message ?? customErrors?.[0] ?? errors?.[0];
  return (
    <fieldset className={`${className ?? ""} mb-4`}>
      <legend className="mb-2 text-sm font-medium">{t("admin.form.amenities")}</legend>
      <div className="flex max-h-48 flex-wrap gap-2 overflow-y-auto">
        {chips.map((amenity) => (
          <label
            key={amenity}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm has-checked:border-brand has-checked:bg-brand-soft has-checked:font-semibold"
          >
            <input
              type="checkbox"
              name="amenities"
              value={amenity}
              defaultChecked={checkedAtFirst.has(amenity)}
              className="size-4 accent-brand"
            />
            {t(`amenities.${amenity}`, { defaultValue: amenity })}
          </label>
        ))}
      </div>
      <label htmlFor={customInput.id} className="mt-4 mb-1 block text-sm font-medium">
        {t("admin.form.customAmenity")}
      </label>
      <div className="flex gap-2">
        <input
          key={customKey}
          {...customInput}
          ref={inputRef}
          maxLength={PROPERTY_LIMITS.amenityLength}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
            event.preventDefault();
            addCustom();
          }}
          onInput={() => setMessage(null)}
          className="field-input"
        />
        {hydrated ? (
          <button
            type="button"
            onClick={addCustom}
            className="shrink-0 rounded-lg border border-line bg-surface px-4 py-2 text-sm font-semibold hover:bg-surface-muted"
          >
            {t("admin.form.addAmenity")}
          </button>
        ) : null}
      </div>
      <div id={errorId} className="min-h-5 pt-1 text-sm text-danger">
        {shownError ? t(shownError) : null}
      </div>
    </fieldset>
  );
}
