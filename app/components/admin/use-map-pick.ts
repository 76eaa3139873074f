import { useEffect, useRef, useState } from "react";

interface CoordinateField {
  name: string;
  value?: unknown;
}

interface PickableForm {
  update(options: { name: string; value: string }): void;
  validate(options: { name: string }): void;
}

/** A coordinate typed into an input, the fallback while it is empty, or null while it is half typed or out of range. */
function coordinate(value: unknown, limit: number, fallback: number) {
  if (value === undefined || value === "") return fallback;
  const number = typeof value === "string" ? Number(value) : NaN;
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/**
 * The point a map picker shows for a form's latitude and longitude inputs, and what a click or a dragged pin
 * does: write both inputs, then re-check them so no stale error stays. While an input is half typed the
 * pin stays at the last valid point. Shared by the district and listing editors.
 */
export function useMapPick(form: PickableForm, latitude: CoordinateField, longitude: CoordinateField, fallback: readonly [number, number]) {
  const lastValid = useRef<[number, number]>([fallback[0], fallback[1]]);
  const lat = coordinate(latitude.value, 90, fallback[0]);
  const lng = coordinate(longitude.value, 180, fallback[1]);
  if (lat !== null && lng !== null) lastValid.current = [lat, lng];

  const [picks, setPicks] = useState(0);
  const pick = (pickedLatitude: number, pickedLongitude: number) => {
    form.update({ name: latitude.name, value: pickedLatitude.toFixed(6) });
    form.update({ name: longitude.name, value: pickedLongitude.toFixed(6) });
    setPicks((count) => count + 1);
  };
  const formRef = useRef(form);
  formRef.current = form;
  const names = useRef([latitude.name, longitude.name]);
  useEffect(() => {
    if (picks === 0) return;
    for (const name of names.current) formRef.current.validate({ name });
  }, [picks]);
  return { position: lastValid.current, pick };
}
