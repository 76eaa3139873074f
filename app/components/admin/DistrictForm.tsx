import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { lazy } from "react";
import { useTranslation } from "~/utils/translation";
import { DEFAULT_LATITUDE, DEFAULT_LONGITUDE, DistrictFormSchema } from "~/schemas/district";
import { ClientOnly } from "../ClientOnly";
import { FieldShell } from "../ui/Field";
import { SaveOrCancel } from "./SaveOrCancel";
import { Icon } from "../ui/Icon";
import { useMapPick } from "./use-map-pick";
import { useRootData } from "~/utils/use-root-data";
import { useSchemaForm } from "~/components/ui/use-schema-form";

// Leaflet and its CSS load only when the dialog is open and scripts run.
const DistrictMapPicker = lazy(() => import("./DistrictMapPicker.client"));

export const DISTRICTS_PATH = "/admin/dashboard/districts";

interface DistrictFormProps {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: { name: string; nameAr: string; latitude: number; longitude: number };
}

/** English and Arabic names and coordinates; with JavaScript a map click fills both coordinates. Shared by add and edit. */
export function DistrictForm({ lastResult, defaultValue }: DistrictFormProps) {
  const { t } = useTranslation();
  const tileUrl = useRootData()?.tileUrl ?? "";
  const [form, fields] = useSchemaForm(DistrictFormSchema, {
    id: "district-form",
    lastResult,
    defaultValue,
  });

  const { position, pick } = useMapPick(form, fields.latitude, fields.longitude, [DEFAULT_LATITUDE, DEFAULT_LONGITUDE]);

  const numberProps = { step: "any", dir: "ltr", className: "field-input text-start tabular-nums" } as const;

  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      {form.errors?.length ? (
        <div role="alert" id={form.errorId} className="mb-4 rounded-lg border border-danger bg-danger-soft p-3 text-sm">
          {t(form.errors[0]!)}
        </div>
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FieldShell id={fields.name.id} label={t("admin.districts.name")} errorId={fields.name.errorId} errors={fields.name.errors}>
          <input {...getInputProps(fields.name, { type: "text" })} dir="ltr" lang="en" autoComplete="off" className="field-input" />
        </FieldShell>
        <FieldShell id={fields.nameAr.id} label={t("admin.districts.nameAr")} errorId={fields.nameAr.errorId} errors={fields.nameAr.errors}>
          <input {...getInputProps(fields.nameAr, { type: "text" })} dir="rtl" lang="ar" autoComplete="off" className="field-input" />
        </FieldShell>
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FieldShell
          id={fields.latitude.id}
          label={t("admin.districts.latitude")}
          errorId={fields.latitude.errorId}
          errors={fields.latitude.errors}
        >
          <input {...getInputProps(fields.latitude, { type: "number" })} {...numberProps} placeholder={String(DEFAULT_LATITUDE)} />
        </FieldShell>
        <FieldShell
          id={fields.longitude.id}
          label={t("admin.districts.longitude")}
          errorId={fields.longitude.errorId}
          errors={fields.longitude.errors}
        >
          <input {...getInputProps(fields.longitude, { type: "number" })} {...numberProps} placeholder={String(DEFAULT_LONGITUDE)} />
        </FieldShell>
      </div>
      {/* Scripts off: no map, the inputs above are the whole form (media query keeps the space from being reserved). */}
      <div className="mb-4 [@media(scripting:none)]:hidden">
        <p id="district-map-hint" className="mb-2 flex items-center gap-2 text-sm text-ink-muted">
          <Icon name="pin" className="size-4 text-brand" />
          {t("admin.districts.mapHint")}
        </p>
        <div data-testid="district-map" className="relative z-0 h-[400px] overflow-hidden rounded-xl border border-line bg-surface-muted">
          <ClientOnly fallback={<MapPlaceholder label={t("admin.loading")} />}>
            {() => <DistrictMapPicker position={position} onPick={pick} tileUrl={tileUrl} label={t("admin.districts.mapHint")} />}
          </ClientOnly>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line pt-4">
        <SaveOrCancel cancelTo={DISTRICTS_PATH} />
      </div>
    </Form>
  );
}

function MapPlaceholder({ label }: { label: string }) {
  return (
    <div className="flex h-full items-center justify-center text-sm text-ink-muted" aria-hidden="true">
      {label}
    </div>
  );
}
