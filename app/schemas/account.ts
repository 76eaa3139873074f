import { z } from "zod";
import { redirectPath } from "./redirect";
import { EMAIL, multiLineText, oneLineText } from "./text";

// Advertisers' accounts (issue 51). Messages are translation keys (account.errors.*).

export const accountEmail = oneLineText(
  z.string({ required_error: "account.errors.email" }).trim().max(254, "account.errors.tooLong"),
).regex(EMAIL, "account.errors.email");

/** The password a sign-in checks: anything up to the bound (a new one has its own rules, `newPassword`). */
const givenPassword = multiLineText(
  z.string({ required_error: "account.errors.password" }).min(1, "account.errors.password").max(256, "account.errors.tooLong"),
);

/** An advertiser's sign-in, the page's form and `POST /api/account/login` alike. */
export const AdvertiserLoginSchema = z.object({
  email: accountEmail,
  password: givenPassword,
  redirectTo: redirectPath(),
});
export type AdvertiserLogin = z.infer<typeof AdvertiserLoginSchema>;
