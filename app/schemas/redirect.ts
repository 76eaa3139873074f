import { z } from "zod";

// A name that can never be ours: a path resolved against it keeps it only if it stays on this site.
const BASE = "http://same-site.invalid";
// Control characters and backslashes: browsers drop or turn them into "/", so "/\t/evil.example" or
// "/\\evil.example" become "//evil.example", another host.
const UNSAFE = /[\p{Cc}\\]/u;

/**
 * The path on this site that `value` names, normalised and percent-encoded ("/./a" → "/a",
 * "/。x" → "/%E3%80%82x"); null for anything that is not a plain same-site path. The check runs on
 * the normalised result, the string that goes into Location: "/.//evil.example", "/a/../..//x" and
 * "/%2e%2e//x" normalise to "//…", which a browser reads as another host.
 */
export function sameSitePath(value: string) {
  if (!value.startsWith("/") || value.length > 2048 || UNSAFE.test(value)) return null;
  if (!URL.canParse(value, BASE)) return null;
  const url = new URL(value, BASE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === BASE && !path.startsWith("//") ? path : null;
}

/** A form's redirectTo: the same-site path it names, or `fallback` (undefined: the form's default) for anything else. */
export const redirectPath = (fallback?: string) =>
  z
    .string()
    .transform((value) => sameSitePath(value) ?? fallback)
    .optional();
