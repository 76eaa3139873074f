import { z } from "zod";
import { redirectPath } from "./redirect";
import { multiLineText, oneLineText } from "./text";

export const LoginSchema = z.object({
  username: oneLineText(
    z.string({ required_error: "login.errors.username" }).trim().min(1, "login.errors.username").max(64, "login.errors.tooLong"),
  ),
  password: multiLineText(
    z.string({ required_error: "login.errors.password" }).min(1, "login.errors.password").max(256, "login.errors.tooLong"),
  ),
  redirectTo: redirectPath(),
});
