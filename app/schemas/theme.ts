import { z } from "zod";
import { safeRedirectPath } from "./redirect";

export const ThemeSchema = z.enum(["light", "dark"]);
export type Theme = z.infer<typeof ThemeSchema>;

export const ThemeFormSchema = z.object({
  theme: ThemeSchema,
  // Only the no-JavaScript form sends it: the action then redirects back instead of answering JSON.
  redirectTo: safeRedirectPath.optional(),
});
