import { getFormProps, getInputProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { LANDMARK_KINDS, type LandmarkKind, LandmarkFormSchema } from "~/schemas/landmark";
import { DEFAULT_MAP_CENTER } from "~/utils/map";
import { useRootData } from "~/utils/use-root-data";
import { ClientOnly } from "../ClientOnly";
import { FieldShell } from "../ui/Field";
import { SubmitButton } from "../ui/SubmitButton";
import { useMapPick } from "./use-map-pick";

// Leaflet loads only when the dialog is open and scripts run (the district editor's picker).
const MapPointPicker = lazy(() => import("./DistrictMapPicker.client"));

export const LANDMARKS_PATH = "/admin/dashboard/landmarks";

interface LandmarkFormProps {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: { name: string; nameAr: string; kind: LandmarkKind; latitude: number; longitude: number };
}

/**
 * Both names, the kind and the point: typed (Arabic-Indic digits read), pasted as a map link, or with
 * JavaScript picked on the map, as in the listing editor. Shared by add and edit.
 */
export function LandmarkForm({ lastResult, defaultValue }: LandmarkFormProps) {
  const { t } = useTranslation();
  const tileUrl = useRootData()?.tileUrl ?? "";
  const [form, fields] = useForm({
    id: "landmark-form",
    lastResult,
    defaultValue: defaultValue && {
      ...defaultValue,
      latitude: defaultValue.latitude.toString(),
      longitude: defaultValue.longitude.toString(),
    },
    constraint: getZodConstraint(LandmarkFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LandmarkFormSchema }),
  });
  const { position, pick } = useMapPick(form, fields.latitude, fields.longitude, DEFAULT_MAP_CENTER.position);

  // Coordinates read left to right on either page; text boxes, so Arabic-Indic digits are taken.
  const coordinateInput = (name: "latitude" | "longitude") => (
    <input
      {...getInputProps(fields[name], { type: "text" })}
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
      placeholder={String(DEFAULT_MAP_CENTER.position[name === "latitude" ? 0 : 1])}
      className="field-input text-start tabular-nums"
    />
  );
  const shell = (name: keyof typeof fields) => ({ id: fields[name].id, errorId: fields[name].errorId, errors: fields[name].errors });

  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      {form.errors?.length ? (
        <div role="alert" id={form.errorId} className="mb-4 rounded-lg border border-danger bg-danger-soft p-3 text-sm">
          {t(form.errors[0]!)}
        </div>
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FieldShell label={t("admin.landmarks.name")} {...shell("name")}>
          <input {...getInputProps(fields.name, { type: "text" })} dir="ltr" lang="en" autoComplete="off" className="field-input" />
        </FieldShell>
        <FieldShell label={t("admin.landmarks.nameAr")} {...shell("nameAr")}>
          <input {...getInputProps(fields.nameAr, { type: "text" })} dir="rtl" lang="ar" autoComplete="off" className="field-input" />
        </FieldShell>
      </div>
      <FieldShell label={t("admin.landmarks.kind")} {...shell("kind")}>
        <select {...getSelectProps(fields.kind)} className="field-input">
          <option value="">{t("admin.landmarks.chooseKind")}</option>
          {LANDMARK_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`admin.landmarks.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </FieldShell>
      <fieldset aria-describedby="landmark-location-hint" className="mb-4 rounded-xl border border-line p-4 pb-0">
        <legend className="px-1 text-sm font-semibold">{t("admin.form.locationLegend")}</legend>
        <p id="landmark-location-hint" className="mb-3 text-sm text-ink-muted">
          {t("admin.landmarks.locationHint")}
        </p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <FieldShell label={t("admin.form.latitude")} {...shell("latitude")}>
            {coordinateInput("latitude")}
          </FieldShell>
          <FieldShell label={t("admin.form.longitude")} {...shell("longitude")}>
            {coordinateInput("longitude")}
          </FieldShell>
        </div>
        <FieldShell label={t("admin.form.mapLink")} {...shell("mapLink")}>
          <input
            {...getInputProps(fields.mapLink, { type: "text" })}
            inputMode="url"
            dir="ltr"
            autoComplete="off"
            placeholder="https://maps.google.com/…"
            className="field-input text-start"
          />
        </FieldShell>
        {/* Scripts off: no map; the boxes above are the whole field. */}
        <div className="mb-4 [@media(scripting:none)]:hidden">
          <div data-testid="landmark-map" className="relative z-0 h-[300px] overflow-hidden rounded-xl border border-line bg-surface-muted">
            <ClientOnly fallback={null}>
              {() => <MapPointPicker position={position} onPick={pick} tileUrl={tileUrl} label={t("admin.form.mapHint")} />}
            </ClientOnly>
          </div>
          <p className="mt-2 text-sm text-ink-muted">{t("admin.form.mapHint")}</p>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line pt-4">
        <Link
          to={LANDMARKS_PATH}
          preventScrollReset
          className="rounded-lg border border-line px-4 py-2 font-semibold hover:bg-surface-muted"
        >
          {t("admin.cancel")}
        </Link>
        <SubmitButton pendingLabel={t("admin.saving")}>{t("admin.save")}</SubmitButton>
      </div>
    </Form>
  );
}
