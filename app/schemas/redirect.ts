import { z } from "zod";

/** A same-site path: starts with one slash, so "//evil.example" and "https://…" are refused. */
export const safeRedirectPath = z
  .string()
  .max(2048)
  .refine((value) => value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\"), {
    message: "must be a path on this site",
  });
