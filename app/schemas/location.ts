import { z } from "zod";
import { westernDigits } from "./digits";

/**
 * Where a listing may stand (issue 34): Riyadh and its edges, from Diriyah and the airport to the eastern
 * industrial areas. A point outside is a typing slip (a swapped pair, a point in another city).
 */
export const RIYADH_BOUNDS = { south: 24.3, west: 46.3, north: 25.2, east: 47.3 } as const;

export interface Point {
  latitude: number;
  longitude: number;
}

export function inRiyadh({ latitude, longitude }: Point) {
  return (
    latitude >= RIYADH_BOUNDS.south && latitude <= RIYADH_BOUNDS.north && longitude >= RIYADH_BOUNDS.west && longitude <= RIYADH_BOUNDS.east
  );
}

/** A form's text as a number: Arabic-Indic digits and the Arabic decimal separator (٫) read as Western ones. */
function numberOf(value: unknown) {
  if (typeof value !== "string") return value;
  const text = westernDigits(value)
    .replace(/\u066B/g, ".")
    .trim();
  return text === "" ? undefined : Number(text);
}

const coordinate = (message: string, [min, max]: readonly [number, number]) =>
  z.preprocess(
    numberOf,
    z.number({ required_error: message, invalid_type_error: message }).finite(message).min(min, message).max(max, message),
  );

/** A listing's latitude and longitude, inside Riyadh (messages are translation keys). */
export const listingLatitude = coordinate("admin.errors.listingLatitude", [RIYADH_BOUNDS.south, RIYADH_BOUNDS.north]);
export const listingLongitude = coordinate("admin.errors.listingLongitude", [RIYADH_BOUNDS.west, RIYADH_BOUNDS.east]);

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*[,\s،]\s*(${NUMBER})\s*$`);

// The places a coordinate pair sits in the map links people paste, most exact first:
// - Google Maps: a place's pin "!3d24.71!4d46.67", a search "?q=24.71,46.67" or "query=", "ll=",
//   "destination=", and the view "@24.71,46.67,17z";
// - OpenStreetMap: "?mlat=24.71&mlon=46.67", "#map=17/24.71/46.67";
// - Apple Maps: "?ll=24.71,46.67", "&q=", "coordinate=" or "sll=".
const LINK_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`),
  new RegExp(String.raw`[?&]mlat=(${NUMBER})&mlon=(${NUMBER})`),
  new RegExp(String.raw`[?&](?:q|query|ll|sll|coordinate|destination|daddr|center)=(?:loc:)?(${NUMBER})\s*,\s*(${NUMBER})(?![\d.])`),
  new RegExp(String.raw`@(${NUMBER}),(${NUMBER})(?![\d.])`),
  new RegExp(String.raw`#map=\d{1,2}(?:\.\d+)?/(${NUMBER})/(${NUMBER})`),
];

function decoded(text: string) {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/**
 * The point a pasted map link (Google Maps, OpenStreetMap, Apple Maps) or a typed "24.71, 46.67" names,
 * or null when it names none: a short link (maps.app.goo.gl) hides its point behind a redirect, which
 * would need a request to another site.
 */
export function pointOfMapLink(input: string): Point | null {
  const text = decoded(
    westernDigits(input)
      .replace(/\u066B/g, ".")
      .trim(),
  );
  const match = PAIR.exec(text) ?? LINK_PATTERNS.map((pattern) => pattern.exec(text)).find((found) => found !== null);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}
