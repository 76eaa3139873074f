import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { FormAlert, InputField, WideSubmit } from "~/components/account/AccountFields";
import { FieldShell } from "~/components/ui/Field";
import {
  changePassword,
  getAdvertiserProfile,
  isCurrentPassword,
  requestEmailChange,
  saveProfile,
} from "~/models/advertiser-account.server";
import { EmailChangeSchema, PasswordChangeSchema, ProfileSchema } from "~/schemas/account";
import { ADVERTISER_TYPES, LANGUAGES } from "~/schemas/enums";
import { advertiserSessionIdOf, requireAdvertiser } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { refuseIfTooManyMessages } from "~/services/public-forms.server";
import { redirectWithToast } from "~/services/toast.server";
import { ltrIsolate } from "~/utils/format";
import { keepRetryAfter } from "~/utils/route-headers";
import { useSchemaForm } from "~/components/ui/use-schema-form";

// /account/profile (issue 51): three forms, each its own `intent`: the public details (names in both
// languages, type, phone and WhatsApp with Arabic-Indic digits read, a broker's FAL licence by the listing
// form's rule, the language of our mails); a change of address (the current password; a link to the NEW
// address, which becomes the account's only when it is used; the current one is told); a change of password
// (the current one and the new one twice; every other session ends). Checks of the current password are
// limited per client like the public forms' messages.

export async function loader({ request }: LoaderFunctionArgs) {
  const advertiser = await requireAdvertiser(request);
  const profile = await getAdvertiserProfile(advertiser.id);
  if (!profile) throw new Response("Not found", { status: 404 });
  const { id: _id, createdAt: _createdAt, emailVerifiedAt: _verified, ...shown } = profile;
  return shown;
}

export const headers = keepRetryAfter;

const PASSWORDS = { hideFields: ["currentPassword", "password", "confirmPassword"] };
const wrongPassword = { currentPassword: ["account.access.errors.wrongPassword"] };

export async function action({ request, context }: ActionFunctionArgs) {
  await guardWrite(request);
  const advertiser = await requireAdvertiser(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "email") {
    const submission = parseWithZod(form, { schema: EmailChangeSchema });
    const answer = (result: SubmissionResult<string[]>, status: number) => data({ intent, result }, { status });
    if (submission.status !== "success") return answer(submission.reply(PASSWORDS), 400);
    const refused = await refuseIfTooManyMessages(context, "account-password", submission);
    if (refused) return answer(refused.data, 429);
    if (!(await isCurrentPassword(advertiser.id, submission.value.currentPassword)))
      return answer(submission.reply({ ...PASSWORDS, fieldErrors: wrongPassword }), 400);
    await requestEmailChange(advertiser, submission.value.newEmail);
    return redirectWithToast("/account/profile", {
      title: "account.access.profile.emailSentTitle",
      description: "account.access.profile.emailSentText",
    });
  }
  if (intent === "password") {
    const submission = parseWithZod(form, { schema: PasswordChangeSchema });
    const answer = (result: SubmissionResult<string[]>, status: number) => data({ intent, result }, { status });
    if (submission.status !== "success") return answer(submission.reply(PASSWORDS), 400);
    const refused = await refuseIfTooManyMessages(context, "account-password", submission);
    if (refused) return answer(refused.data, 429);
    if (!(await isCurrentPassword(advertiser.id, submission.value.currentPassword)))
      return answer(submission.reply({ ...PASSWORDS, fieldErrors: wrongPassword }), 400);
    await changePassword(advertiser.id, submission.value.password, await advertiserSessionIdOf(request));
    return redirectWithToast("/account/profile", {
      title: "account.access.profile.passwordChangedTitle",
      description: "account.access.profile.passwordChangedText",
    });
  }
  const submission = parseWithZod(form, { schema: ProfileSchema });
  if (submission.status !== "success") return data({ intent: "profile", result: submission.reply() }, { status: 400 });
  await saveProfile(advertiser.id, submission.value);
  return redirectWithToast("/account/profile", {
    title: "account.access.profile.savedTitle",
    description: "account.access.profile.savedText",
  });
}

const sectionClass = "rounded-xl border border-line bg-surface-raised p-4 sm:p-6";

export default function AccountProfile() {
  const { t } = useTranslation();
  const profile = useLoaderData<typeof loader>();
  // Three forms on one page: each shows the answer to its own intent only.
  const answer = useActionData<typeof action>();
  const answerTo = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  const [profileForm, fields] = useSchemaForm(ProfileSchema, {
    id: "profile-form",
    lastResult: answerTo("profile"),
    defaultValue: profile,
  });
  const [emailForm, emailFields] = useSchemaForm(EmailChangeSchema, { id: "email-form", lastResult: answerTo("email") });
  const [passwordForm, passwordFields] = useSchemaForm(PasswordChangeSchema, { id: "password-form", lastResult: answerTo("password") });
  return (
    <div className="grid max-w-2xl gap-6">
      <section aria-labelledby="details-title" className={sectionClass}>
        <h2 id="details-title" className="mb-4 text-lg font-bold">
          {t("account.access.profile.detailsTitle")}
        </h2>
        <Form method="post" {...getFormProps(profileForm)}>
          <input type="hidden" name="intent" value="profile" />
          <FormAlert id={profileForm.errorId} errors={profileForm.errors} />
          <p className="mb-2 text-sm text-ink-muted">{t("account.access.signup.nameHint")}</p>
          <InputField field={fields.nameAr} label={t("account.access.signup.nameAr")} type="text" autoComplete="organization" />
          <InputField field={fields.name} label={t("account.access.signup.name")} type="text" autoComplete="organization" />
          <FieldShell id={fields.type.id} label={t("account.access.signup.type")} errorId={fields.type.errorId} errors={fields.type.errors}>
            <select {...getSelectProps(fields.type)} required={false} className="field-input">
              {ADVERTISER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`account.access.types.${type}`)}
                </option>
              ))}
            </select>
          </FieldShell>
          <InputField
            field={fields.falLicenseNumber}
            label={t("account.access.profile.falLicenseNumber")}
            hint={t("account.access.profile.falHint")}
            type="text"
            autoComplete="off"
            ltr
          />
          <InputField
            field={fields.phone}
            label={t("account.access.profile.phone")}
            hint={t("account.access.profile.phoneHint")}
            type="tel"
            autoComplete="tel"
            ltr
          />
          <InputField field={fields.whatsapp} label={t("account.access.profile.whatsapp")} type="tel" autoComplete="tel" ltr />
          <FieldShell
            id={fields.language.id}
            label={t("account.access.profile.language")}
            errorId={fields.language.errorId}
            errors={fields.language.errors}
          >
            <select {...getSelectProps(fields.language)} required={false} className="field-input">
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`account.access.profile.languages.${language}`)}
                </option>
              ))}
            </select>
          </FieldShell>
          <WideSubmit label={t("account.access.profile.save")} pending={t("account.access.profile.saving")} />
        </Form>
      </section>

      <section aria-labelledby="email-title" className={sectionClass}>
        <h2 id="email-title" className="mb-2 text-lg font-bold">
          {t("account.access.profile.emailTitle")}
        </h2>
        <p className="mb-4">{t("account.access.profile.currentEmail", { email: ltrIsolate(profile.email) })}</p>
        <Form method="post" {...getFormProps(emailForm)}>
          <input type="hidden" name="intent" value="email" />
          <FormAlert id={emailForm.errorId} errors={emailForm.errors} />
          <InputField
            field={emailFields.newEmail}
            label={t("account.access.profile.newEmail")}
            hint={t("account.access.profile.emailHint")}
            type="email"
            autoComplete="email"
            ltr
          />
          <InputField
            field={emailFields.currentPassword}
            label={t("account.access.profile.currentPassword")}
            type="password"
            autoComplete="current-password"
            ltr
          />
          <WideSubmit label={t("account.access.profile.emailSubmit")} pending={t("account.access.profile.saving")} />
        </Form>
      </section>

      <section aria-labelledby="password-title" className={sectionClass}>
        <h2 id="password-title" className="mb-4 text-lg font-bold">
          {t("account.access.profile.passwordTitle")}
        </h2>
        <Form method="post" {...getFormProps(passwordForm)}>
          <input type="hidden" name="intent" value="password" />
          <FormAlert id={passwordForm.errorId} errors={passwordForm.errors} />
          <InputField
            field={passwordFields.currentPassword}
            label={t("account.access.profile.currentPassword")}
            type="password"
            autoComplete="current-password"
            ltr
          />
          <InputField
            field={passwordFields.password}
            label={t("account.access.profile.newPassword")}
            hint={t("account.access.signup.passwordHint")}
            type="password"
            autoComplete="new-password"
            ltr
          />
          <InputField
            field={passwordFields.confirmPassword}
            label={t("account.access.profile.confirmPassword")}
            type="password"
            autoComplete="new-password"
            ltr
          />
          <WideSubmit label={t("account.access.profile.passwordSubmit")} pending={t("account.access.profile.saving")} />
        </Form>
      </section>

      <section aria-labelledby="leave-title" className={sectionClass}>
        <h2 id="leave-title" className="mb-2 text-lg font-bold">
          {t("account.access.profile.deleteTitle")}
        </h2>
        <Link to="/account/delete" className="font-semibold text-danger underline underline-offset-2">
          {t("account.access.profile.deleteLink")}
        </Link>
      </section>
    </div>
  );
}
