import { z } from "zod";
import { safeRedirectPath } from "./redirect";

export const LoginSchema = z.object({
  username: z.string({ required_error: "login.errors.username" }).trim().min(1, "login.errors.username").max(64, "login.errors.tooLong"),
  password: z.string({ required_error: "login.errors.password" }).min(1, "login.errors.password").max(256, "login.errors.tooLong"),
  redirectTo: safeRedirectPath.optional(),
});
