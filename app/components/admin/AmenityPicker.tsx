import type { getInputProps } from "@conform-to/react";
import { useRef, useState } from "react";
import { useTranslation } from "~/utils/translation";
import { FieldShell } from "~/components/ui/Field";
import { PROPERTY_LIMITS } from "~/schemas/property";
import {
  ADMIN_QUICK_AMENITIES,
  amenityKey,
  amenityWords,
  FIXED_AMENITIES,
  hasAmenity,
  isCustomAmenity,
  knownAmenity,
} from "~/utils/amenities";
import { useAmenityLabel } from "~/utils/use-amenity-label";
import { useHydrated } from "~/utils/use-hydrated";
import { useRootData } from "~/utils/use-root-data";

type CustomFieldProps = ReturnType<typeof getInputProps> & { errors?: string[]; errorId: string };

/** What the last failed save sent for the custom chips' Arabic boxes, and their errors by the box's position. */
export interface SubmittedArabicNames {
  names: string[];
  namesAr: string[];
  errors: Record<number, string[] | undefined>;
}

/**
 * The 8 quick-select amenities and any custom ones as checkboxes named `amenities`, plus the custom
 * amenity box and its Arabic twin: with JavaScript Enter (or Add) turns them into a new checked chip;
 * without it, the server adds what is in the boxes when the form is saved. Every custom chip has a box
 * for its Arabic name (issue 33), filled from the names kept for every listing.
 */
export function AmenityPicker({
  initial,
  errors,
  customField,
  customArField,
  submitted,
  className,
}: {
  initial: string[];
  errors?: string[];
  customField: CustomFieldProps;
  customArField: CustomFieldProps;
  submitted: SubmittedArabicNames;
  className?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const amenityLabel = useAmenityLabel();
  const keptNamesAr: Record<string, string> = useRootData()?.amenityNamesAr ?? {};
  const [added, setAdded] = useState<{ name: string; nameAr: string }[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const arabicRef = useRef<HTMLInputElement>(null);
  const { errors: customErrors, errorId, key: customKey, ...customInput } = customField;
  const { errors: customArErrors, errorId: customArErrorId, key: customArKey, ...customArInput } = customArField;

  const chips: string[] = [];
  for (const amenity of [...ADMIN_QUICK_AMENITIES, ...initial, ...added.map(({ name }) => name)])
    if (!hasAmenity(chips, amenity)) chips.push(amenity);
  // A quick pick is ticked when the listing has its amenity, however it was written ("WiFi" is High-speed Internet).
  const checkedAtFirst = [...initial, ...added.map(({ name }) => name)];
  const isQuickPick = (amenity: string) => (ADMIN_QUICK_AMENITIES as readonly string[]).includes(amenity);
  const customChips = chips.filter(isCustomAmenity);
  // A box shows what the last save sent, else what was just added, else the name kept for the amenity.
  const sentAt = (amenity: string) => submitted.names.findIndex((name) => hasAmenity([name], amenity));
  const arabicNameOf = (amenity: string) => {
    if (sentAt(amenity) >= 0) return submitted.namesAr[sentAt(amenity)] ?? "";
    return added.find(({ name }) => name === amenity)?.nameAr ?? keptNamesAr[amenityKey(amenity)] ?? "";
  };

  const addCustom = () => {
    const input = inputRef.current;
    const arabic = arabicRef.current;
    if (!input || !arabic) return;
    // Either box naming a known amenity adds that one (it needs no Arabic name: the vocabulary has it).
    const known = knownAmenity(input.value) ?? knownAmenity(arabic.value);
    const value = known?.name ?? input.value.trim();
    if (!value || value.length > PROPERTY_LIMITS.amenityLength || hasAmenity(chips, value)) {
      // An existing chip is simply checked; anything else is refused with the rule.
      const existing = inputRef.current?.form?.querySelectorAll<HTMLInputElement>('input[name="amenities"]');
      const match = value ? [...(existing ?? [])].find((box) => hasAmenity([box.value], value)) : undefined;
      if (match) {
        match.checked = true;
        input.value = "";
        arabic.value = "";
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
    const nameAr = known ? "" : arabic.value.trim();
    if (!known && !nameAr) {
      setMessage("admin.errors.amenityAr");
      arabic.focus();
      return;
    }
    setAdded((list) => [...list, { name: value, nameAr }]);
    setMessage(null);
    input.value = "";
    arabic.value = "";
  };
  const addOnEnter = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    addCustom();
  };

  // A missing Arabic name is said under its own box.
  const arabicMessage = message === "admin.errors.amenityAr" ? message : null;
  const shownError = (arabicMessage ? null : message) ?? customErrors?.[0] ?? errors?.[0];
  const shownArError = arabicMessage ?? customArErrors?.[0];
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
              defaultChecked={hasAmenity(checkedAtFirst, amenity)}
              className="size-4 accent-brand"
            />
            {isQuickPick(amenity) ? t(`amenities.${amenity}`) : amenityLabel(amenity)}
          </label>
        ))}
      </div>
      {customChips.length > 0 ? (
        <div className="mt-4 grid gap-x-4 sm:grid-cols-2">
          {customChips.map((amenity, index) => (
            <FieldShell
              key={amenity}
              id={`amenity-ar-${index}`}
              errorId={`amenity-ar-${index}-error`}
              errors={submitted.errors[index]}
              label={t("admin.form.amenityNameAr", { name: amenity })}
            >
              <input type="hidden" name={`customNames[${index}]`} value={amenity} />
              <input
                id={`amenity-ar-${index}`}
                name={`customNamesAr[${index}]`}
                defaultValue={arabicNameOf(amenity)}
                maxLength={PROPERTY_LIMITS.amenityLength}
                lang="ar"
                dir="rtl"
                aria-invalid={submitted.errors[index] ? true : undefined}
                aria-describedby={submitted.errors[index] ? `amenity-ar-${index}-error` : undefined}
                className="field-input"
              />
            </FieldShell>
          ))}
        </div>
      ) : null}
      <div className="mt-4 grid gap-x-4 sm:grid-cols-2">
        <div>
          <label htmlFor={customInput.id} className="mb-1 block text-sm font-medium">
            {t("admin.form.customAmenity")}
          </label>
          <input
            key={customKey}
            {...customInput}
            ref={inputRef}
            maxLength={PROPERTY_LIMITS.amenityLength}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            onKeyDown={addOnEnter}
            onInput={() => setMessage(null)}
            list="known-amenities-en"
            lang="en"
            dir="ltr"
            className="field-input"
          />
          <div id={errorId} className="min-h-5 pt-1 text-sm text-danger">
            {shownError ? t(shownError) : null}
          </div>
        </div>
        <div>
          <label htmlFor={customArInput.id} className="mb-1 block text-sm font-medium">
            {t("admin.form.customAmenityAr")}
          </label>
          <div className="flex gap-2">
            <input
              key={customArKey}
              {...customArInput}
              ref={arabicRef}
              maxLength={PROPERTY_LIMITS.amenityLength}
              aria-invalid={shownArError ? true : undefined}
              aria-describedby={shownArError ? customArErrorId : undefined}
              onKeyDown={addOnEnter}
              onInput={() => setMessage(null)}
              list="known-amenities-ar"
              lang="ar"
              dir="rtl"
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
          <div id={customArErrorId} className="min-h-5 pt-1 text-sm text-danger">
            {shownArError ? t(shownArError) : null}
          </div>
        </div>
      </div>
      {/* The known amenities the boxes suggest as the admin types: one of them is kept as that amenity. */}
      {(["en", "ar"] as const).map((language) => {
        const words = amenityWords(language);
        return (
          <datalist key={language} id={`known-amenities-${language}`}>
            {FIXED_AMENITIES.map((amenity) => (
              <option key={amenity} value={words[amenity]} />
            ))}
          </datalist>
        );
      })}
    </fieldset>
  );
}
