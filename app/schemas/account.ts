import { z } from "zod";
import { ADVERTISER_TYPES, LANGUAGES } from "./enums";
import { phoneText } from "./phone";
import { licenceNumber } from "./property";
import { redirectPath } from "./redirect";
import { EMAIL, multiLineText, oneLineText } from "./text";

// Advertisers' accounts (issue 51). Messages are translation keys (account.errors.*). One schema per input,
// shared by the pages' forms and /api/account/*.

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

/** A new password's bounds: long enough to resist guessing, short enough to hash in bounded time. */
export const PASSWORD_LIMITS = { min: 10, max: 256 } as const;

/**
 * A password being chosen (sign-up, reset, change): PASSWORD_LIMITS, one line with nothing invisible (a
 * character no keyboard shows, pasted by mistake, would lock its owner out).
 */
export const newPassword = oneLineText(
  z
    .string({ required_error: "account.access.errors.newPassword" })
    .min(PASSWORD_LIMITS.min, "account.access.errors.newPassword")
    .max(PASSWORD_LIMITS.max, "account.access.errors.passwordTooLong"),
);

const displayName = oneLineText(z.string().trim().max(120, "account.errors.tooLong")).optional().default("");

export const advertiserType = z.enum(ADVERTISER_TYPES, {
  errorMap: () => ({ message: "account.access.errors.type" }),
});

/** What a rule across an object's fields reads: each field as its own schema reads it, or as sent when that refuses it. */
type Fields<Schema extends z.AnyZodObject> = { [Key in keyof Schema["shape"]]?: unknown };

/**
 * `object` with a rule across its fields that runs whatever the fields hold. Zod skips an object's own
 * `superRefine` once a field is refused outright (missing, or not one of its choices), so a visitor who left
 * both the address and the name empty was told of the address alone, and of the name only once the address
 * was given. Here the rule runs first, on the fields as `object`'s own schemas read them (a name trimmed): a
 * field its schema refuses is passed as sent, and the rule names no field that has an error of its own.
 * Still one object underneath (the form's constraints and the OpenAPI document read its fields).
 */
function acrossFields<Schema extends z.AnyZodObject>(object: Schema, rule: (value: Fields<Schema>, context: z.RefinementCtx) => void) {
  const withRule = z.preprocess((sent, context) => {
    if (typeof sent !== "object" || sent === null || Array.isArray(sent)) return sent;
    const value: Record<string, unknown> = {};
    const refused = new Set<string>();
    for (const [name, field] of Object.entries(object.shape as z.ZodRawShape)) {
      const given = (sent as Record<string, unknown>)[name];
      const read = field.safeParse(given);
      value[name] = read.success ? read.data : given;
      if (!read.success) refused.add(name);
    }
    rule(value, {
      path: context.path,
      addIssue: (issue) => {
        if (!refused.has(String(issue.path?.[0]))) context.addIssue(issue);
      },
    });
    return sent;
  }, object);
  // As digits.ts does: preprocess types its input `unknown`, and the form's fields are typed from the input.
  return withRule as unknown as z.ZodEffects<Schema, z.output<Schema>, z.input<Schema>>;
}

/** The public name in one language at least: named under both boxes when neither is given. */
function nameInOneLanguage(value: { name?: unknown; nameAr?: unknown }, context: z.RefinementCtx) {
  if (value.name || value.nameAr) return;
  for (const path of ["name", "nameAr"])
    context.addIssue({ code: "custom", path: [path], message: "account.access.errors.nameEitherLanguage" });
}

/** Sign-up: the page's language becomes the language of their mails (not a field). */
export const SignupSchema = acrossFields(
  z.object({ email: accountEmail, password: newPassword, type: advertiserType, name: displayName, nameAr: displayName }),
  nameInOneLanguage,
);
export type Signup = z.infer<typeof SignupSchema>;

/** A mailed link's token: 32 random bytes in base64url. */
export const AccountTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "account.access.errors.token") });

export const ForgotSchema = z.object({ email: accountEmail });

const samePasswords = (value: { password?: unknown; confirmPassword?: unknown }, context: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword)
    context.addIssue({ code: "custom", path: ["confirmPassword"], message: "account.access.errors.passwordsDiffer" });
};

/** A new password through a reset link, typed twice. */
export const ResetSchema = acrossFields(
  AccountTokenSchema.extend({ password: newPassword, confirmPassword: givenPassword }),
  samePasswords,
);

// A broker's FAL licence: the listing form's rule exactly (`licenceNumber`, and a broker must give one).
const falLicenseNumber = licenceNumber("account.access.errors.falLicenseNumber").optional().default("");
const contactNumber = (message: string) => phoneText(message, "account.errors.tooLong", true).optional().default("");

/** The fields of an advertiser's profile, as the page's form and `PATCH /api/account/me` name them. */
export const profileFields = {
  name: displayName,
  nameAr: displayName,
  type: advertiserType,
  phone: contactNumber("account.access.errors.phone"),
  whatsapp: contactNumber("account.access.errors.whatsapp"),
  falLicenseNumber,
  language: z.enum(LANGUAGES, { errorMap: () => ({ message: "account.access.errors.language" }) }),
};

function brokerNeedsFal(value: { type?: unknown; falLicenseNumber?: unknown }, context: z.RefinementCtx) {
  if (value.type === "broker" && !value.falLicenseNumber)
    context.addIssue({ code: "custom", path: ["falLicenseNumber"], message: "account.access.errors.falLicenseRequired" });
}

/** The whole profile: a name in one language at least, a broker's FAL licence. */
export const ProfileSchema = acrossFields(z.object(profileFields), (value, context) => {
  nameInOneLanguage(value, context);
  brokerNeedsFal(value, context);
});
export type Profile = z.infer<typeof ProfileSchema>;

/** `PATCH /api/account/me`: any of the profile's fields; the result, merged with the stored ones, must pass ProfileSchema. */
export const ProfilePatchSchema = z
  .object({
    name: profileFields.name.removeDefault().optional(),
    nameAr: profileFields.nameAr.removeDefault().optional(),
    type: profileFields.type.optional(),
    phone: profileFields.phone.removeDefault().optional(),
    whatsapp: profileFields.whatsapp.removeDefault().optional(),
    falLicenseNumber: profileFields.falLicenseNumber.removeDefault().optional(),
    language: profileFields.language.optional(),
  })
  .strict();

/** A change of address: the current password, and the new address (it takes effect once its link is used). */
export const EmailChangeSchema = z.object({ newEmail: accountEmail, currentPassword: givenPassword });

/** A change of password while signed in: the current one, and the new one typed twice. */
export const PasswordChangeSchema = acrossFields(
  z.object({ currentPassword: givenPassword, password: newPassword, confirmPassword: givenPassword }),
  samePasswords,
);

/** Ending one session (its id as the sessions page lists it) or every other. */
export const EndSessionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("end"), sessionId: z.string().regex(/^[0-9a-f]{64}$/, "account.access.errors.session") }),
  z.object({ intent: z.literal("others") }),
]);

/** Deleting the account: the password, so a borrowed signed-in phone cannot. */
export const DeleteAccountSchema = z.object({ password: givenPassword });
