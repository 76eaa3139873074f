import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { PasswordChangeSchema, ProfileSchema, ResetSchema, SignupSchema } from "~/schemas/account";

// The account forms tell every problem at once (issue 51): a rule across fields (a name in one language, a
// broker's FAL licence, the new password typed twice alike) is said beside the fields' own errors, even when
// a field is refused outright (left empty, or not one of its choices), which made zod skip the rule: the
// visitor fixed the address, sent the form again, and only then learnt that the name was missing.

type Schema = typeof SignupSchema | typeof ProfileSchema | typeof ResetSchema | typeof PasswordChangeSchema;

/** The errors the page's form shows, by field, as the action's `parseWithZod` reads the posted form. */
function formErrors(schema: Schema, input: Record<string, string>) {
  const form = new FormData();
  Object.entries(input).forEach(([key, value]) => form.set(key, value));
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

/** The errors a JSON body gets (the API parses with the same schemas), by field. */
function bodyErrors(schema: Schema, body: unknown) {
  const parsed = schema.safeParse(body);
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error?.issues ?? []) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

const NAME = "account.access.errors.nameEitherLanguage";

describe("sign-up", () => {
  it.each([
    ["an empty", "", ""],
    ["a bad", "not-an-address", " "],
  ])("names %s address, a short password and a missing name in one parse", (_, email, name) => {
    expect(formErrors(SignupSchema, { email, password: "short", type: "owner", name, nameAr: "" })).toEqual({
      email: ["account.errors.email"],
      password: ["account.access.errors.newPassword"],
      name: [NAME],
      nameAr: [NAME],
    });
  });

  it("names a missing name beside an unknown type, no address and no password, in a JSON body too", () => {
    expect(bodyErrors(SignupSchema, { type: "landlord" })).toEqual({
      email: ["account.errors.email"],
      password: ["account.access.errors.newPassword"],
      type: ["account.access.errors.type"],
      name: [NAME],
      nameAr: [NAME],
    });
  });

  it("does not ask for a name in one language when the one given has an error of its own", () => {
    expect(
      formErrors(SignupSchema, { email: "", password: "a long password", type: "owner", name: "Olaya\u200BTowers", nameAr: "" }),
    ).toEqual({
      email: ["account.errors.email"],
      name: ["validation.hiddenCharacter"],
    });
  });

  it("takes a whole sign-up, its name trimmed", () => {
    const parsed = SignupSchema.safeParse({
      email: "owner@example.com",
      password: "a long password",
      type: "owner",
      nameAr: " أبراج العليا ",
    });
    expect(parsed.data).toEqual({
      email: "owner@example.com",
      password: "a long password",
      type: "owner",
      name: "",
      nameAr: "أبراج العليا",
    });
  });
});

describe("the profile", () => {
  const profile = { name: "", nameAr: "", type: "broker", phone: "", whatsapp: "", falLicenseNumber: "", language: "en" };

  it("names a missing name and a broker's missing FAL licence beside a language that is not one", () => {
    expect(formErrors(ProfileSchema, { ...profile, language: "fr" })).toEqual({
      language: ["account.access.errors.language"],
      name: [NAME],
      nameAr: [NAME],
      falLicenseNumber: ["account.access.errors.falLicenseRequired"],
    });
  });

  it("names a missing name beside an unknown type (no FAL licence asked of it)", () => {
    expect(formErrors(ProfileSchema, { ...profile, type: "landlord" })).toEqual({
      type: ["account.access.errors.type"],
      name: [NAME],
      nameAr: [NAME],
    });
  });
});

describe("a new password typed twice", () => {
  it("through a reset link: says the two differ beside a missing token", () => {
    expect(bodyErrors(ResetSchema, { password: "a long password", confirmPassword: "a long passw0rd" })).toEqual({
      token: [expect.any(String)],
      confirmPassword: ["account.access.errors.passwordsDiffer"],
    });
  });

  it("while signed in: says the two differ beside a missing current password", () => {
    expect(
      formErrors(PasswordChangeSchema, { currentPassword: "", password: "a long password", confirmPassword: "a long passw0rd" }),
    ).toEqual({
      currentPassword: ["account.errors.password"],
      confirmPassword: ["account.access.errors.passwordsDiffer"],
    });
  });

  it("asks for the repeated password when it is missing, not that the two differ", () => {
    expect(formErrors(PasswordChangeSchema, { currentPassword: "", password: "a long password", confirmPassword: "" })).toEqual({
      currentPassword: ["account.errors.password"],
      confirmPassword: ["account.errors.password"],
    });
  });
});
