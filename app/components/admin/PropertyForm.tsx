import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { Fragment, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PropertyFields } from "../../../drizzle/schema";
import { AdminDialog } from "~/components/admin/AdminDialog";
import { ConfirmDeleteBody } from "~/components/admin/ConfirmDelete";
import { FieldShell } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { adminTableSearch, parseAdminTableQuery } from "~/schemas/admin-table";
import { PROPERTY_TYPES } from "~/schemas/filters-query";
import { ADVERTISER_TYPES, hasAmenity, IMAGE_UPLOAD_LIMITS, PAYMENT_TERMS, PROPERTY_LIMITS, PropertyFormSchema } from "~/schemas/property";
import { ADMIN_QUICK_AMENITIES } from "~/utils/amenities";
import { cardImageUrl } from "~/utils/images";
import { TRANSLATED_FIELDS, type TranslatedField } from "~/utils/localized";
import { type DistrictNames, districtText, sortByName } from "~/utils/district-names";
import { useHydrated } from "~/utils/use-hydrated";
import { useLanguage } from "~/utils/use-language";

/**
 * The dashboard table's view in a URL query ("?page=2&q=olaya&sort=price"): its page, filters and sort,
 * kept while dialogs open and close over it. A view the table cannot read is dropped.
 */
export function pageQuery(search: string) {
  const params = new URLSearchParams(search);
  const keep = new URLSearchParams();
  const page = params.get("page");
  if (page && /^\d{1,6}$/.test(page) && page !== "1") keep.set("page", page);
  const view = parseAdminTableQuery(params);
  if (view.success) for (const [key, value] of adminTableSearch(view.query)) keep.set(key, value);
  return keep.size > 0 ? `?${keep}` : "";
}

/** Where a dialog closes to: the dashboard table on the page it was opened from. */
export function dashboardPath(search: string) {
  return `/admin/dashboard${pageQuery(search)}`;
}

type PropertyFormDefaults = PropertyFields;

interface ExistingImage {
  id: number;
  imageUrl: string;
  orderIndex: number;
}

interface PropertyFormProps {
  title: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: PropertyFormDefaults;
  districts: readonly DistrictNames[];
  closeTo: string;
  /** Edit mode: the property's current images and where their delete confirmations live. */
  images?: ExistingImage[];
  imageDeleteUrl?: (imageId: number) => string;
}

const IMAGE_ACTIONS_FORM = "image-actions";

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" && value !== "" ? [value] : [];
}

/** The add/edit property form (every listing field, images, amenities), shown in an AdminDialog. */
export function PropertyForm({ title, lastResult, defaultValue, districts, closeTo, images, imageDeleteUrl }: PropertyFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form, fields] = useForm({
    id: "property-form",
    lastResult,
    defaultValue: { ...defaultValue, contactPhone: defaultValue.contactPhone ?? "" },
    constraint: getZodConstraint(PropertyFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PropertyFormSchema }),
  });

  const field = (name: keyof typeof fields) => ({ id: fields[name].id, errorId: fields[name].errorId, errors: fields[name].errors });
  // A text and its Arabic twin side by side (stacked on a phone), each box in its own language and direction
  // whatever the page's.
  // (A function, not a component: a component made during render would remount its inputs every render.)
  const textPair = (english: TranslatedField) => {
    const arabic = TRANSLATED_FIELDS[english];
    const control = (
      name: TranslatedField | (typeof TRANSLATED_FIELDS)[TranslatedField],
      extra: { dir: "ltr" | "rtl"; lang: "en" | "ar" },
    ) =>
      name === "description" || name === "descriptionAr" ? (
        <textarea {...getTextareaProps(fields[name])} {...extra} rows={4} className="field-input" />
      ) : (
        <input {...getInputProps(fields[name], { type: "text" })} {...extra} className="field-input" />
      );
    return (
      <Fragment key={english}>
        <FieldShell className="col-span-6 sm:col-span-3" label={t(`admin.form.${english}`)} {...field(english)}>
          {control(english, { dir: "ltr", lang: "en" })}
        </FieldShell>
        <FieldShell className="col-span-6 sm:col-span-3" label={t(`admin.form.${arabic}`)} {...field(arabic)}>
          {control(arabic, { dir: "rtl", lang: "ar" })}
        </FieldShell>
      </Fragment>
    );
  };
  const numberInput = (name: "price" | "size" | "floors" | "capacity" | "parkingSpaces" | "serviceCharge") => (
    <input {...getInputProps(fields[name], { type: "number" })} step={1} inputMode="numeric" className="field-input" />
  );
  // Licence numbers are digits, read left to right on either page.
  const licenceInput = (name: "adLicenseNumber" | "brokerageLicenseNumber") => (
    <input
      {...getInputProps(fields[name], { type: "text" })}
      inputMode="numeric"
      dir="ltr"
      autoComplete="off"
      className="field-input text-start"
    />
  );
  const districtValue = asList(fields.district.initialValue)[0] ?? "";
  const typeValue = asList(fields.type.initialValue)[0] ?? "Office";
  const types = PROPERTY_TYPES.includes(typeValue as never) ? [...PROPERTY_TYPES] : [...PROPERTY_TYPES, typeValue];

  return (
    <AdminDialog
      title={title}
      closeTo={closeTo}
      footer={
        <>
          <Link
            to={closeTo}
            preventScrollReset
            className="rounded-lg border border-line bg-surface px-4 py-2 font-semibold hover:bg-surface-muted"
          >
            {t("admin.cancel")}
          </Link>
          <SubmitButton form={form.id} pendingLabel={t("admin.saving")}>
            {t("admin.save")}
          </SubmitButton>
        </>
      }
    >
      <Form method="post" encType="multipart/form-data" preventScrollReset {...getFormProps(form)} className="grid grid-cols-6 gap-x-4">
        {form.errors?.length ? (
          <p role="alert" id={form.errorId} className="col-span-6 mb-4 rounded-lg border border-danger bg-danger-soft p-3 text-sm">
            {t(form.errors[0]!)}
          </p>
        ) : null}
        {(["title", "building", "address"] as const).map(textPair)}
        <FieldShell className="col-span-6 sm:col-span-3" label={t("admin.form.district")} {...field("district")}>
          <select {...getSelectProps(fields.district)} className="field-input">
            <option value="">{t("admin.form.chooseDistrict")}</option>
            {sortByName(districts, language).map((district) => (
              <option key={district.name} value={district.name}>
                {districtText(district, language).text}
              </option>
            ))}
            {districtValue && !districts.some((district) => district.name === districtValue) ? (
              <option value={districtValue}>{districtValue}</option>
            ) : null}
          </select>
        </FieldShell>
        <FieldShell className="col-span-6 sm:col-span-3" label={t("admin.form.type")} {...field("type")}>
          {/* Always has a value (the default type), so not `required`: HTML wants an empty first option for that. */}
          <select {...getSelectProps(fields.type)} required={false} className="field-input">
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`propertyTypes.${type}`, { defaultValue: type })}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell className="col-span-6 sm:col-span-3" label={t("admin.form.price")} {...field("price")}>
          {numberInput("price")}
        </FieldShell>
        <FieldShell className="col-span-6 sm:col-span-3" label={t("admin.form.size")} {...field("size")}>
          {numberInput("size")}
        </FieldShell>
        <FieldShell className="col-span-6 sm:col-span-2" label={t("admin.form.floors")} {...field("floors")}>
          {numberInput("floors")}
        </FieldShell>
        <FieldShell className="col-span-6 sm:col-span-2" label={t("admin.form.capacity")} {...field("capacity")}>
          {numberInput("capacity")}
        </FieldShell>
        <FieldShell className="col-span-6 sm:col-span-2" label={t("admin.form.parkingSpaces")} {...field("parkingSpaces")}>
          {numberInput("parkingSpaces")}
        </FieldShell>
        <FieldShell className="col-span-6 sm:col-span-3" label={t("admin.form.availableFrom")} {...field("availableFrom")}>
          {/* The schema's pattern is for the server's YYYY-MM-DD text; a date input is not allowed one. */}
          <input {...getInputProps(fields.availableFrom, { type: "date" })} pattern={undefined} className="field-input" />
        </FieldShell>
        <FieldShell className="col-span-6 sm:col-span-3" label={t("admin.form.contactPhone")} {...field("contactPhone")}>
          <input
            {...getInputProps(fields.contactPhone, { type: "tel" })}
            placeholder="+966"
            dir="ltr"
            autoComplete="off"
            className="field-input text-start"
          />
        </FieldShell>
        {/* Issue 14: what makes a listing publishable and what it really costs a year. */}
        <fieldset
          aria-describedby="licence-hint"
          className="col-span-6 mb-4 grid grid-cols-6 gap-x-4 rounded-xl border border-line p-4 pb-0"
        >
          <legend className="px-1 text-sm font-semibold">{t("admin.form.licenceLegend")}</legend>
          <p id="licence-hint" className="col-span-6 mb-3 text-sm text-ink-muted">
            {t("admin.form.licenceHint")}
          </p>
          <FieldShell className="col-span-6 sm:col-span-3" label={t("admin.form.adLicenseNumber")} {...field("adLicenseNumber")}>
            {licenceInput("adLicenseNumber")}
          </FieldShell>
          <FieldShell className="col-span-6 sm:col-span-3" label={t("admin.form.adLicenseExpiresOn")} {...field("adLicenseExpiresOn")}>
            <input {...getInputProps(fields.adLicenseExpiresOn, { type: "date" })} pattern={undefined} className="field-input" />
          </FieldShell>
          <FieldShell className="col-span-6 sm:col-span-2" label={t("admin.form.advertiserName")} {...field("advertiserName")}>
            {/* A name in either language: the box takes the direction of what is typed. */}
            <input {...getInputProps(fields.advertiserName, { type: "text" })} dir="auto" className="field-input" />
          </FieldShell>
          <FieldShell className="col-span-6 sm:col-span-2" label={t("admin.form.advertiserType")} {...field("advertiserType")}>
            <select {...getSelectProps(fields.advertiserType)} className="field-input">
              {ADVERTISER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.form.advertiserTypes.${type}`)}
                </option>
              ))}
            </select>
          </FieldShell>
          <FieldShell
            className="col-span-6 sm:col-span-2"
            label={t("admin.form.brokerageLicenseNumber")}
            {...field("brokerageLicenseNumber")}
          >
            {licenceInput("brokerageLicenseNumber")}
          </FieldShell>
        </fieldset>
        <fieldset className="col-span-6 mb-4 grid grid-cols-6 gap-x-4 rounded-xl border border-line p-4 pb-0">
          <legend className="px-1 text-sm font-semibold">{t("admin.form.costLegend")}</legend>
          <FieldShell className="col-span-6 sm:col-span-2" label={t("admin.form.serviceCharge")} {...field("serviceCharge")}>
            {numberInput("serviceCharge")}
          </FieldShell>
          <FieldShell className="col-span-6 sm:col-span-2" label={t("admin.form.paymentTerms")} {...field("paymentTerms")}>
            <select {...getSelectProps(fields.paymentTerms)} className="field-input">
              {PAYMENT_TERMS.map((terms) => (
                <option key={terms} value={terms}>
                  {t(`admin.form.paymentTermsOptions.${terms}`)}
                </option>
              ))}
            </select>
          </FieldShell>
          <div className="col-span-6 mb-4 flex items-end sm:col-span-2 sm:mt-6">
            <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-4 py-2 text-sm font-medium has-checked:border-brand has-checked:bg-brand-soft">
              <input {...getInputProps(fields.vatApplies, { type: "checkbox" })} className="size-4 accent-brand" />
              {t("admin.form.vatApplies")}
            </label>
          </div>
        </fieldset>
        <div className="col-span-6 mb-4 flex flex-wrap gap-3">
          {(["furnished", "featured"] as const).map((name) => (
            <label
              key={name}
              className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-4 py-2 text-sm font-medium has-checked:border-brand has-checked:bg-brand-soft"
            >
              <input {...getInputProps(fields[name], { type: "checkbox" })} className="size-4 accent-brand" />
              {t(`admin.form.${name}`)}
            </label>
          ))}
        </div>
        {textPair("description")}
        <AmenityPicker
          className="col-span-6"
          initial={asList(fields.amenities.initialValue)}
          errors={fields.amenities.errors}
          customField={{
            ...getInputProps(fields.customAmenity, { type: "text" }),
            errors: fields.customAmenity.errors,
            errorId: fields.customAmenity.errorId,
          }}
        />
        <ImageFilesInput
          className="col-span-6"
          id={fields.imageFiles.id}
          name={fields.imageFiles.name}
          errorId={fields.imageFiles.errorId}
          errors={fields.imageFiles.errors}
        />
      </Form>
      {images ? <ExistingImages images={images} deleteUrl={imageDeleteUrl!} /> : null}
    </AdminDialog>
  );
}

type CustomFieldProps = ReturnType<typeof getInputProps> & { errors?: string[]; errorId: string };

/**
 * The 8 quick-select amenities and any custom ones as checkboxes named `amenities`, plus the
 * custom amenity box: with JavaScript Enter (or Add) turns it into a new checked chip; without it,
 * the server adds what is in the box when the form is saved.
 */
function AmenityPicker({
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

/** imageFiles: several image files, stored in the order chosen; with JavaScript the choice is listed. */
function ImageFilesInput({
  id,
  name,
  errorId,
  errors,
  className,
}: {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  className?: string;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<{ name: string; size: number }[]>([]);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t("admin.form.images")}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        multiple
        accept={IMAGE_UPLOAD_LIMITS.accept}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={`${errorId} ${id}-hint`}
        onChange={(event) => setChosen([...(event.currentTarget.files ?? [])].map((file) => ({ name: file.name, size: file.size })))}
        className="field-input file:me-3 file:rounded-md file:border-0 file:bg-brand-soft file:px-3 file:py-1 file:font-semibold file:text-brand"
      />
      <p id={`${id}-hint`} className="pt-1 text-xs text-ink-muted">
        {t("admin.form.imagesHint")}
      </p>
      {chosen.length > 0 ? (
        <ol className="mt-2 list-inside list-decimal text-sm text-ink-muted">
          {chosen.map((file, index) => (
            <li key={`${index}-${file.name}`}>
              <span dir="ltr">{file.name}</span> ({Math.max(1, Math.round(file.size / 1024))} KB)
            </li>
          ))}
        </ol>
      ) : null}
      <div id={errorId} className="min-h-5 pt-1 text-sm text-danger">
        {errors?.length ? t(errors[0]!) : null}
      </div>
    </div>
  );
}

const smallButton =
  "rounded-md border border-line bg-surface px-2.5 py-1 text-xs font-semibold hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-surface";

/**
 * The property's images in order, each with move up / move down / delete: submit buttons named
 * `intent` posting a small form of their own (not the whole property form with its files).
 */
function ExistingImages({ images, deleteUrl }: { images: ExistingImage[]; deleteUrl: (imageId: number) => string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="existing-images-title" className="mt-2 border-t border-line pt-5">
      <h3 id="existing-images-title" className="text-sm font-semibold">
        {t("admin.form.existingImages")}
      </h3>
      <Form id={IMAGE_ACTIONS_FORM} method="post" preventScrollReset className="hidden" />
      {images.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t("admin.form.noImages")}</p>
      ) : (
        <ol className="mt-3 grid gap-3 sm:grid-cols-2">
          {images.map((image, index) => {
            const label = t("admin.form.imageLabel", { index: index + 1 });
            return (
              <li
                key={image.id}
                data-testid="existing-image"
                className="flex items-center gap-3 rounded-xl border border-line bg-surface p-2"
              >
                <img src={cardImageUrl(image.imageUrl)} alt={label} loading="lazy" className="h-16 w-24 shrink-0 rounded-lg object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">{label}</p>
                  <div className="mt-1.5 flex flex-wrap gap-1.5">
                    <button
                      type="submit"
                      form={IMAGE_ACTIONS_FORM}
                      name="intent"
                      value={`move-up:${image.id}`}
                      disabled={index === 0}
                      aria-label={`${t("admin.form.moveUp")}: ${label}`}
                      className={smallButton}
                    >
                      ↑ {t("admin.form.moveUp")}
                    </button>
                    <button
                      type="submit"
                      form={IMAGE_ACTIONS_FORM}
                      name="intent"
                      value={`move-down:${image.id}`}
                      disabled={index === images.length - 1}
                      aria-label={`${t("admin.form.moveDown")}: ${label}`}
                      className={smallButton}
                    >
                      ↓ {t("admin.form.moveDown")}
                    </button>
                    <DeleteImageButton imageId={image.id} label={label} action={deleteUrl(image.id)} />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/**
 * Without JavaScript the button posts intent=delete-image:<id> and the action answers with the
 * confirmation page; with it, a modal <dialog> asks first and posts to that page's action.
 */
function DeleteImageButton({ imageId, label, action }: { imageId: number; label: string; action: string }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `delete-image-${imageId}-title`;
  return (
    <>
      <button
        type="submit"
        form={IMAGE_ACTIONS_FORM}
        name="intent"
        value={`delete-image:${imageId}`}
        aria-label={`${t("admin.form.deleteImage")}: ${label}`}
        onClick={(event) => {
          event.preventDefault();
          dialogRef.current?.showModal();
        }}
        className={`${smallButton} text-danger hover:bg-danger-soft`}
      >
        {t("admin.delete")}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto max-w-md rounded-xl border border-line bg-surface-raised p-6 text-ink backdrop:bg-black/50"
      >
        <ConfirmDeleteBody
          titleId={titleId}
          message={t("admin.form.confirmDeleteImage")}
          action={action}
          onCancel={() => dialogRef.current?.close()}
        />
      </dialog>
    </>
  );
}
