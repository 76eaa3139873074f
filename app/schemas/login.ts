import { z } from "zod";
import { redirectPath } from "./redirect";
import { NUL_MESSAGE, WITHOUT_NUL } from "./text";

export const LoginSchema = z.object({
  username: z
    .string({ required_error: "login.errors.username" })
    .trim()
    .min(1, "login.errors.username")
    .max(64, "login.errors.tooLong")
    .regex(WITHOUT_NUL, NUL_MESSAGE),
  password: z
    .string({ required_error: "login.errors.password" })
    .min(1, "login.errors.password")
    .max(256, "login.errors.tooLong")
    .regex(WITHOUT_NUL, NUL_MESSAGE),
  redirectTo: redirectPath(),
});
