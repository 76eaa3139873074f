import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useLocation } from "@remix-run/react";
import { Fragment, useState } from "react";
import { useTranslation } from "~/utils/translation";
import type { PropertyFields } from "../../../drizzle/schema";
import { AdminDialog } from "~/components/admin/AdminDialog";
import { FieldShell } from "~/components/ui/Field";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { DraftOrSubmit, SaveOrCancel } from "./SaveOrCancel";
import { PROPERTY_TYPES } from "~/schemas/filters-query";
import { ADVERTISER_TYPES, FIT_OUTS, LISTING_LIFECYCLES, PAYMENT_TERMS } from "~/schemas/property";
import { PropertyFormSchema, yesNoValue } from "~/schemas/property-form";
import { TRANSLATED_FIELDS, type TranslatedField } from "~/utils/localized";
import { type DistrictNames, districtText, sortByName } from "~/utils/district-names";
import { AmenityPicker } from "./AmenityPicker";
import { type ChosenFile, type ExistingImage, ExistingImages, ImageFilesInput } from "./PropertyImages";
import { useLanguage } from "~/utils/use-language";
import { ltrIsolate } from "~/utils/format";
import { LocationFieldset } from "./LocationFieldset";

// A new listing has no point until the admin gives one (it then starts at its district's centre).
type PropertyFormDefaults = Omit<PropertyFields, "latitude" | "longitude"> & Partial<Pick<PropertyFields, "latitude" | "longitude">>;

/** The file boxes, in the form's order, with their labels. */
const FILE_BOXES = { imageFiles: "admin.form.images", floorPlanFiles: "admin.form.floorPlans" } as const;
type FileBox = keyof typeof FILE_BOXES;

/** A refused save's answer: Conform's, and the names of the files it carried (routes/__property-editor.server.ts). */
type EditorResult = SubmissionResult<string[]> & { droppedFiles?: Record<FileBox, string[]> };

/** Where a refused save comes back to without scripts: its error summary (decision 0065). */
const FORM_ERRORS_ID = "form-errors";

/** The fields the error summary lists, in the form's order (its labels are `admin.form.{name}`, but for the state's). */
const SUMMARY_ORDER = [
  "lifecycle",
  "title",
  "titleAr",
  "building",
  "buildingAr",
  "address",
  "addressAr",
  "district",
  "type",
  "price",
  "size",
  "floors",
  "capacity",
  "parkingSpaces",
  "availableFrom",
  "contactPhone",
  "latitude",
  "longitude",
  "mapLink",
  "adLicenseNumber",
  "adLicenseExpiresOn",
  "advertiserName",
  "advertiserNameAr",
  "advertiserType",
  "brokerageLicenseNumber",
  "serviceCharge",
  "paymentTerms",
  "vatApplies",
  "fitOut",
  "floor",
  "ceilingHeight",
  "workstations",
  "meetingRooms",
  "pantry",
  "privateWashroom",
  "furnished",
  "featured",
  "description",
  "descriptionAr",
  "amenities",
  "customAmenity",
  "customAmenityAr",
  "tourUrl",
  "imageFiles",
  "floorPlanFiles",
] as const;

interface PropertyFormProps {
  title: string;
  lastResult: EditorResult | null | undefined;
  defaultValue: PropertyFormDefaults;
  districts: readonly DistrictNames[];
  closeTo: string;
  /** Edit mode: the property's current images and where their delete confirmations live. */
  images?: ExistingImage[];
  imageDeleteUrl?: (imageId: number) => string;
  /**
   * Who writes: the dashboard's editor, or an advertiser on their own listing (issue 51), who sets neither its
   * state, nor "featured", nor who advertises it (their profile does), and saves a draft or submits it for review.
   */
  audience?: "admin" | "advertiser";
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" && value !== "" ? [value] : [];
}

/** The add/edit property form (every listing field, images, amenities), shown in an AdminDialog. */
export function PropertyForm({
  title,
  lastResult,
  defaultValue,
  districts,
  closeTo,
  images,
  imageDeleteUrl,
  audience = "admin",
}: PropertyFormProps) {
  const admin = audience === "admin";
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  // What each file box holds now: with scripts a refused save leaves its files in their boxes.
  const [chosen, setChosen] = useState<Record<FileBox, ChosenFile[]>>({ imageFiles: [], floorPlanFiles: [] });
  const [form, fields] = useForm({
    id: "property-form",
    lastResult,
    defaultValue: {
      ...defaultValue,
      contactPhone: defaultValue.contactPhone ?? "",
      tourUrl: defaultValue.tourUrl ?? "",
      pantry: yesNoValue(defaultValue.pantry),
      privateWashroom: yesNoValue(defaultValue.privateWashroom),
      latitude: defaultValue.latitude?.toString() ?? "",
      longitude: defaultValue.longitude?.toString() ?? "",
    },
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
  const numberInput = (
    name:
      | "price"
      | "size"
      | "floors"
      | "capacity"
      | "parkingSpaces"
      | "serviceCharge"
      | "floor"
      | "workstations"
      | "meetingRooms"
      | "ceilingHeight",
    inputMode: "numeric" | "decimal" | "text" = "numeric",
  ) => (
    // Text, not type="number", which refuses Arabic-Indic digits; the schema reads them (min/max belong to number fields).
    <input
      {...getInputProps(fields[name], { type: "text" })}
      min={undefined}
      max={undefined}
      step={undefined}
      inputMode={inputMode}
      autoComplete="off"
      className="field-input"
    />
  );
  // Pantry and washroom: yes, no, or not stated (listings from before issue 38 say nothing).
  const yesNoSelect = (name: "pantry" | "privateWashroom") => (
    <select {...getSelectProps(fields[name])} className="field-input">
      <option value="">{t("admin.form.notStated")}</option>
      <option value="yes">{t("admin.form.yes")}</option>
      <option value="no">{t("admin.form.no")}</option>
    </select>
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
  // The error summary: each invalid field by its label, linking to its box (an amenity's error is shown under the custom amenity box).
  const summaryFields = Object.fromEntries(
    SUMMARY_ORDER.map((name) => [
      name,
      { id: (name === "amenities" ? fields.customAmenity : fields[name]).id, errors: fields[name].errors },
    ]),
  ) as Record<(typeof SUMMARY_ORDER)[number], { id: string; errors?: string[] }>;
  const summaryLabels = Object.fromEntries(
    SUMMARY_ORDER.map((name) => [
      name,
      name === "lifecycle" ? t("admin.properties.lifecycle") : t(name in FILE_BOXES ? FILE_BOXES[name as FileBox] : `admin.form.${name}`),
    ]),
  ) as Record<(typeof SUMMARY_ORDER)[number], string>;
  // A custom amenity's Arabic name is a box of the amenity picker's own.
  const customNames = asList(fields.customNames.initialValue);
  for (const [name, errors] of Object.entries(form.allErrors)) {
    const position = /^customNamesAr\[(\d+)\]$/.exec(name)?.[1];
    if (position === undefined) continue;
    summaryFields[name as "amenities"] = { id: `amenity-ar-${position}`, errors };
    summaryLabels[name as "amenities"] = t("admin.form.amenityNameAr", { name: customNames[Number(position)] ?? "" });
  }
  // The files a refused save carried, named while their box is empty (a browser never puts them back).
  const listFormat = new Intl.ListFormat(language, { type: "conjunction" });
  const dropped = (box: FileBox) => {
    const names = lastResult?.droppedFiles?.[box] ?? [];
    if (names.length === 0 || chosen[box].length > 0) return null;
    // Each name isolated, so an Arabic sentence does not reorder its dots.
    return t("admin.form.filesDropped", { count: names.length, names: listFormat.format(names.map((name) => `\u2068${name}\u2069`)) });
  };
  const notes = (Object.keys(FILE_BOXES) as FileBox[]).flatMap((box) => {
    const text = dropped(box);
    return text ? [{ id: fields[box].id, text: `${t(FILE_BOXES[box])}: ${text}` }] : [];
  });
  const districtValue = asList(fields.district.initialValue)[0] ?? "";
  const typeValue = asList(fields.type.initialValue)[0] ?? "Office";
  const types = PROPERTY_TYPES.includes(typeValue as never) ? [...PROPERTY_TYPES] : [...PROPERTY_TYPES, typeValue];

  return (
    <AdminDialog
      title={title}
      closeTo={closeTo}
      footer={admin ? <SaveOrCancel cancelTo={closeTo} form={form.id} /> : <DraftOrSubmit cancelTo={closeTo} form={form.id} />}
    >
      <Form
        method="post"
        encType="multipart/form-data"
        action={`${pathname}${search}#${FORM_ERRORS_ID}`}
        preventScrollReset
        {...getFormProps(form)}
        className="grid grid-cols-6 gap-x-4"
      >
        <div className="col-span-6">
          <ErrorSummary
            id={FORM_ERRORS_ID}
            submitted={form.status === "error"}
            formErrors={form.errors}
            fields={summaryFields}
            labels={summaryLabels}
            notes={notes}
          />
        </div>
        {/* Issue 33: the listing's state, so taking it off the site never needs a delete. */}
        {admin ? (
          <>
            <FieldShell className="col-span-6 sm:col-span-3" label={t("admin.properties.lifecycle")} {...field("lifecycle")}>
              <select
                {...getSelectProps(fields.lifecycle)}
                aria-describedby={`lifecycle-hint ${fields.lifecycle.errorId}`}
                className="field-input"
              >
                {LISTING_LIFECYCLES.map((lifecycle) => (
                  <option key={lifecycle} value={lifecycle}>
                    {t(`admin.properties.lifecycles.${lifecycle}`)}
                  </option>
                ))}
              </select>
            </FieldShell>
            <p id="lifecycle-hint" className="col-span-6 mb-4 text-sm text-ink-muted sm:col-span-3 sm:mt-6">
              {t("admin.properties.lifecycleHint")}
            </p>
          </>
        ) : (
          <p className="col-span-6 mb-4 text-sm text-ink-muted">{t("account.listings.editorHint")}</p>
        )}
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
        {/* Issue 34: the listing's own point, typed, pasted as a map link, or (with scripts) picked on the map. */}
        <LocationFieldset
          className="col-span-6"
          form={form}
          fields={{ latitude: fields.latitude, longitude: fields.longitude, mapLink: fields.mapLink }}
          hint={t("admin.form.locationHint")}
          mapTestId="listing-map"
        />
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
          {admin ? (
            <>
              <FieldShell className="col-span-6 sm:col-span-2" label={t("admin.form.advertiserName")} {...field("advertiserName")}>
                {/* A name in either language: the box takes the direction of what is typed. */}
                <input {...getInputProps(fields.advertiserName, { type: "text" })} dir="auto" className="field-input" />
              </FieldShell>
              <FieldShell className="col-span-6 sm:col-span-2" label={t("admin.form.advertiserNameAr")} {...field("advertiserNameAr")}>
                <input {...getInputProps(fields.advertiserNameAr, { type: "text" })} dir="rtl" lang="ar" className="field-input" />
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
            </>
          ) : null}
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
        {/* Issue 38: what a tenant weighs before a viewing; each may be left not stated. */}
        <fieldset className="col-span-6 mb-4 grid grid-cols-6 gap-x-4 rounded-xl border border-line p-4 pb-0">
          <legend className="px-1 text-sm font-semibold">{t("admin.form.officeLegend")}</legend>
          <FieldShell className="col-span-6 sm:col-span-3" label={t("admin.form.fitOut")} {...field("fitOut")}>
            <select {...getSelectProps(fields.fitOut)} className="field-input">
              <option value="">{t("admin.form.notStated")}</option>
              {FIT_OUTS.map((fitOut) => (
                <option key={fitOut} value={fitOut}>
                  {t(`office.fitOuts.${fitOut}`)}
                </option>
              ))}
            </select>
          </FieldShell>
          <FieldShell className="col-span-6 sm:col-span-3" label={t("admin.form.floor")} {...field("floor")}>
            {/* A basement floor is negative: phones' number pads often have no minus sign, the text keyboard has. */}
            {numberInput("floor", "text")}
          </FieldShell>
          <FieldShell className="col-span-6 sm:col-span-2" label={t("admin.form.ceilingHeight")} {...field("ceilingHeight")}>
            {numberInput("ceilingHeight", "decimal")}
          </FieldShell>
          <FieldShell className="col-span-6 sm:col-span-2" label={t("admin.form.workstations")} {...field("workstations")}>
            {numberInput("workstations")}
          </FieldShell>
          <FieldShell className="col-span-6 sm:col-span-2" label={t("admin.form.meetingRooms")} {...field("meetingRooms")}>
            {numberInput("meetingRooms")}
          </FieldShell>
          <FieldShell className="col-span-6 sm:col-span-3" label={t("admin.form.pantry")} {...field("pantry")}>
            {yesNoSelect("pantry")}
          </FieldShell>
          <FieldShell className="col-span-6 sm:col-span-3" label={t("admin.form.privateWashroom")} {...field("privateWashroom")}>
            {yesNoSelect("privateWashroom")}
          </FieldShell>
        </fieldset>
        <div className="col-span-6 mb-4 flex flex-wrap gap-3">
          {(admin ? (["furnished", "featured"] as const) : (["furnished"] as const)).map((name) => (
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
          customArField={{
            ...getInputProps(fields.customAmenityAr, { type: "text" }),
            errors: fields.customAmenityAr.errors,
            errorId: fields.customAmenityAr.errorId,
          }}
          submitted={{
            names: asList(fields.customNames.initialValue),
            // Position by position: an empty box must not shift the ones after it.
            namesAr: fields.customNamesAr.getFieldList().map((item) => (typeof item.initialValue === "string" ? item.initialValue : "")),
            // By position: the boxes are rendered in the order they were sent (also before a script's check).
            errors: Object.fromEntries(
              Object.entries(form.allErrors).flatMap(([name, errors]) => {
                const position = /^customNamesAr\[(\d+)\]$/.exec(name)?.[1];
                return position === undefined ? [] : [[Number(position), errors]];
              }),
            ),
          }}
        />
        <FieldShell className="col-span-6" label={t("admin.form.tourUrl")} {...field("tourUrl")}>
          <input
            {...getInputProps(fields.tourUrl, { type: "text" })}
            inputMode="url"
            dir="ltr"
            autoComplete="off"
            placeholder="https://my.matterport.com/show/?m=…"
            aria-describedby={`${fields.tourUrl.errorId} ${fields.tourUrl.id}-hint`}
            className="field-input text-start"
          />
          <p id={`${fields.tourUrl.id}-hint`} className="pt-1 text-xs text-ink-muted">
            {/* The address parts are isolated left to right, so an Arabic sentence does not reorder their dots and slashes. */}
            {t("admin.form.tourUrlHint", { host: ltrIsolate("my.matterport.com"), scheme: ltrIsolate("https://") })}
          </p>
        </FieldShell>
        <ImageFilesInput
          className="col-span-6 sm:col-span-3"
          label={t("admin.form.images")}
          id={fields.imageFiles.id}
          name={fields.imageFiles.name}
          errorId={fields.imageFiles.errorId}
          errors={fields.imageFiles.errors}
          chosen={chosen.imageFiles}
          onChoose={(files) => setChosen((now) => ({ ...now, imageFiles: files }))}
          dropped={dropped("imageFiles")}
        />
        <ImageFilesInput
          className="col-span-6 sm:col-span-3"
          label={t("admin.form.floorPlans")}
          id={fields.floorPlanFiles.id}
          name={fields.floorPlanFiles.name}
          errorId={fields.floorPlanFiles.errorId}
          errors={fields.floorPlanFiles.errors}
          chosen={chosen.floorPlanFiles}
          onChoose={(files) => setChosen((now) => ({ ...now, floorPlanFiles: files }))}
          dropped={dropped("floorPlanFiles")}
        />
      </Form>
      {images ? <ExistingImages images={images} deleteUrl={imageDeleteUrl!} /> : null}
    </AdminDialog>
  );
}
