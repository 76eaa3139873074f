import { z } from "zod";
import { redirectPath } from "./redirect";

export const ThemeSchema = z.enum(["light", "dark"]);
export type Theme = z.infer<typeof ThemeSchema>;

export const ThemeFormSchema = z.object({
  theme: ThemeSchema,
  // Only the no-JavaScript form sends it: the action then redirects back (home, if it names anything
  // but a path here) instead of answering JSON.
  redirectTo: redirectPath("/"),
});
