import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { lazy } from "react";
import { useTranslation } from "~/utils/translation";
import { DEFAULT_MAP_CENTER } from "~/utils/map";
import { useRootData } from "~/utils/use-root-data";
import { ClientOnly } from "../ClientOnly";
import { FieldShell } from "../ui/Field";
import { useMapPick } from "./use-map-pick";

// Leaflet loads only when the editor is open and scripts run (the district editor's picker).
const MapPointPicker = lazy(() => import("./DistrictMapPicker.client"));

type TextField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

interface LocationFieldsetProps {
  form: Parameters<typeof useMapPick>[0];
  fields: { latitude: TextField; longitude: TextField; mapLink: TextField };
  /** What the point is of, under the legend. */
  hint: string;
  /** The map's test id: the listing editor's and the landmark editor's maps are told apart in tests. */
  mapTestId: string;
  className?: string;
}

/**
 * A place's own point in an editor: typed (Arabic-Indic digits read), pasted as a map link (the server
 * reads the coordinates out of it), or with scripts picked or dragged on the map. Shared by the listing
 * and landmark editors.
 */
export function LocationFieldset({ form, fields, hint, mapTestId, className = "" }: LocationFieldsetProps) {
  const { t } = useTranslation();
  const tileUrl = useRootData()?.tileUrl ?? "";
  const { position, pick } = useMapPick(form, fields.latitude, fields.longitude, DEFAULT_MAP_CENTER.position);
  const hintId = `${mapTestId}-hint`;
  const shell = (field: TextField) => ({ id: field.id, errorId: field.errorId, errors: field.errors });
  // Coordinates read left to right on either page; text boxes, so Arabic-Indic digits are taken.
  const coordinateInput = (name: "latitude" | "longitude") => (
    <input
      {...getInputProps(fields[name], { type: "text" })}
      min={undefined}
      max={undefined}
      step={undefined}
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
      placeholder={String(DEFAULT_MAP_CENTER.position[name === "latitude" ? 0 : 1])}
      className="field-input text-start tabular-nums"
    />
  );
  return (
    <fieldset aria-describedby={hintId} className={`mb-4 rounded-xl border border-line p-4 pb-0 ${className}`}>
      <legend className="px-1 text-sm font-semibold">{t("admin.form.locationLegend")}</legend>
      <p id={hintId} className="mb-3 text-sm text-ink-muted">
        {hint}
      </p>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FieldShell label={t("admin.form.latitude")} {...shell(fields.latitude)}>
          {coordinateInput("latitude")}
        </FieldShell>
        <FieldShell label={t("admin.form.longitude")} {...shell(fields.longitude)}>
          {coordinateInput("longitude")}
        </FieldShell>
      </div>
      <FieldShell label={t("admin.form.mapLink")} {...shell(fields.mapLink)}>
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
        <div data-testid={mapTestId} className="relative z-0 h-[300px] overflow-hidden rounded-xl border border-line bg-surface-muted">
          <ClientOnly fallback={null}>
            {() => <MapPointPicker position={position} onPick={pick} tileUrl={tileUrl} label={t("admin.form.mapHint")} />}
          </ClientOnly>
        </div>
        <p className="mt-2 text-sm text-ink-muted">{t("admin.form.mapHint")}</p>
      </div>
    </fieldset>
  );
}
