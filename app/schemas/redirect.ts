import { z } from "zod";

// A name that can never be ours: a path resolved against it keeps it only if it stays on this site.
const BASE = "http://same-site.invalid";
// Control characters and backslashes: browsers drop or turn them into "/", so "/\t/evil.example" or
// "/\\evil.example" become "//evil.example", another host.
const UNSAFE = /[\p{Cc}\\]/u;

/**
 * The path on this site that `value` names, normalised and percent-encoded ("/./a" → "/a",
 * "/。x" → "/%E3%80%82x"); null for anything that is not a plain same-site path.
 */
export function sameSitePath(value: string) {
  if (!value.startsWith("/") || value.length > 2048 || UNSAFE.test(value)) return null;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** A form's redirectTo: the same-site path it names, or `fallback` (undefined: the form's default) for anything else. */
export const redirectPath = (fallback?: string) =>
  z
    .string()
    .transform((value) => sameSitePath(value) ?? fallback)
    .optional();
