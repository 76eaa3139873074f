import { getFormProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AccountCard, FormAlert, InputField, WideSubmit } from "~/components/account/AccountFields";
import { FieldShell } from "~/components/ui/Field";
import { signUpAdvertiser } from "~/models/advertiser-account.server";
import { keepLanguage, pageLanguage } from "~/route-helpers/account.server";
import { SignupSchema } from "~/schemas/account";
import { ADVERTISER_TYPES } from "~/schemas/enums";
import { getAdvertiser } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { refuseIfTooManyMessages } from "~/services/public-forms.server";
import { withAdminTexts } from "~/utils/locale-parts";
import { pageTitle } from "~/utils/meta";
import { keepRetryAfter } from "~/utils/route-headers";
import { useSchemaForm } from "~/components/ui/use-schema-form";

// /account/signup (issue 51): "List your space" leads here. Email, password, type and a display name make an
// unverified advertiser; a mailed link verifies the address before anything can be submitted. An address that
// already has an account gets the very same answer, byte for byte and without a cookie (its owner is mailed a
// note instead), so the form tells no one which addresses have accounts: the new advertiser signs in with the
// password they chose (drafts need no verified address), or follows the link, which leads to sign-in. A client may
// sign up as often as it may send messages (the public forms' per-client limit).

export async function loader({ request }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.has("sent");
  if (!sent && (await getAdvertiser(request))) throw redirect("/account");
  const t = await getT(request);
  return { title: t("account.access.signup.metaTitle"), sent };
}

export const clientLoader = withAdminTexts;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  { title: pageTitle(page?.title, matches) },
  { name: "robots", content: "noindex" },
];

export const headers = keepRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  await guardWrite(request);
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: SignupSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const refused = await refuseIfTooManyMessages(context, "signup", submission);
  if (refused) return refused;
  await signUpAdvertiser(submission.value, await pageLanguage(request));
  return redirect(keepLanguage(request, "/account/signup?sent"), 303);
}

export default function SignupPage() {
  const { t } = useTranslation();
  const { sent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useSchemaForm(SignupSchema, { lastResult });
  if (sent) {
    return (
      <AccountCard title={t("account.access.signup.sentTitle")}>
        <p>{t("account.access.signup.sentText")}</p>
        <Link
          to="/account/login?redirectTo=%2Faccount"
          className="mt-4 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong"
        >
          {t("account.access.signup.signInNow")}
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t("account.access.signup.title")} intro={t("account.access.signup.intro")}>
      <Form method="post" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <InputField field={fields.email} label={t("account.access.email")} type="email" autoComplete="email" ltr required />
        <InputField
          field={fields.password}
          label={t("account.access.password")}
          hint={t("account.access.signup.passwordHint")}
          type="password"
          autoComplete="new-password"
          ltr
          required
        />
        <FieldShell
          id={fields.type.id}
          label={t("account.access.signup.type")}
          errorId={fields.type.errorId}
          errors={fields.type.errors}
          required
        >
          {/* A select always has a value; `required` would need an empty first option to be valid HTML. */}
          <select {...getSelectProps(fields.type)} required={false} className="field-input">
            {ADVERTISER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`account.access.types.${type}`)}
              </option>
            ))}
          </select>
        </FieldShell>
        <p id="signup-name-hint" className="mb-2 text-sm text-ink-muted">
          {t("account.access.signup.nameHint")}
        </p>
        <InputField field={fields.nameAr} label={t("account.access.signup.nameAr")} type="text" autoComplete="organization" />
        <InputField field={fields.name} label={t("account.access.signup.name")} type="text" autoComplete="organization" />
        <WideSubmit label={t("account.access.signup.submit")} pending={t("account.access.signup.submitting")} />
      </Form>
      <p className="mt-4 text-sm">
        {t("account.access.signup.haveAccount")}{" "}
        <Link to="/account/login" className="font-semibold text-brand underline underline-offset-2">
          {t("account.access.signup.signIn")}
        </Link>
      </p>
    </AccountCard>
  );
}
