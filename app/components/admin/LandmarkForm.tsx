import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { LANDMARK_KINDS, type LandmarkKind, LandmarkFormSchema } from "~/schemas/landmark";
import { FieldShell } from "../ui/Field";
import { SaveOrCancel } from "./SaveOrCancel";
import { LocationFieldset } from "./LocationFieldset";
import { useSchemaForm } from "~/components/ui/use-schema-form";

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
  const [form, fields] = useSchemaForm(LandmarkFormSchema, {
    id: "landmark-form",
    lastResult,
    defaultValue: defaultValue && {
      ...defaultValue,
      latitude: defaultValue.latitude.toString(),
      longitude: defaultValue.longitude.toString(),
    },
  });

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
      <LocationFieldset
        form={form}
        fields={{ latitude: fields.latitude, longitude: fields.longitude, mapLink: fields.mapLink }}
        hint={t("admin.landmarks.locationHint")}
        mapTestId="landmark-map"
      />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line pt-4">
        <SaveOrCancel cancelTo={LANDMARKS_PATH} />
      </div>
    </Form>
  );
}
