import { z } from "zod";
import { redirectPath } from "./redirect";
import { CONTROL_MESSAGE, LINE_BREAK_MESSAGE, ONE_LINE, PLAIN_TEXT } from "./text";

export const LoginSchema = z.object({
  username: z
    .string({ required_error: "login.errors.username" })
    .trim()
    .min(1, "login.errors.username")
    .max(64, "login.errors.tooLong")
    .regex(PLAIN_TEXT, CONTROL_MESSAGE)
    .regex(ONE_LINE, LINE_BREAK_MESSAGE),
  password: z
    .string({ required_error: "login.errors.password" })
    .min(1, "login.errors.password")
    .max(256, "login.errors.tooLong")
    .regex(PLAIN_TEXT, CONTROL_MESSAGE),
  redirectTo: redirectPath(),
});
