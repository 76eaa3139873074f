import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AccountCard, FormAlert, InputField, WideSubmit } from "~/components/account/AccountFields";
import { resetPasswordWithToken, usableToken } from "~/models/advertiser-account.server";
import { linkToken } from "~/route-helpers/one-click.server";
import { AccountTokenSchema, ResetSchema } from "~/schemas/account";
import { endSession } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { withAdminTexts } from "~/utils/locale-parts";
import { pageTitle } from "~/utils/meta";
import { useSchemaForm } from "~/components/ui/use-schema-form";

// /account/reset?token=... (issue 51): the mailed link of "forgot my password". The new password, typed
// twice, replaces the old one; the link works once and for an hour, and every session of the account ends
// (whoever held one is out with the old password). A link that does not work is a 400 page offering a new one.

const ONE_ONLY = { hideFields: ["password", "confirmPassword"] };

async function page(request: Request, token: string | null) {
  const t = await getT(request);
  const body = { title: t("account.access.reset.metaTitle"), token, invalid: token === null };
  return token ? body : data(body, { status: 400 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = AccountTokenSchema.safeParse({ token: linkToken(request) });
  const usable = parsed.success && (await usableToken(parsed.data.token, "reset_password"));
  return page(request, usable ? parsed.data.token : null);
}

export const clientLoader = withAdminTexts;

export const meta: MetaFunction<typeof loader> = ({ data: body, matches }) => [
  { title: pageTitle(body?.title, matches) },
  { name: "robots", content: "noindex" },
];

export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request);
  const form = await readFormData(request);
  const token = AccountTokenSchema.safeParse({ token: form.get("token") ?? linkToken(request) });
  if (!token.success) return page(request, null);
  const submission = parseWithZod(form, { schema: ResetSchema });
  if (submission.status !== "success") {
    const t = await getT(request);
    return data(
      { title: t("account.access.reset.metaTitle"), token: token.data.token, invalid: false, result: submission.reply(ONE_ONLY) },
      { status: 400 },
    );
  }
  if (!(await resetPasswordWithToken(submission.value.token, submission.value.password))) return page(request, null);
  return redirectWithToast(
    "/account/login",
    { title: "account.access.reset.doneTitle", description: "account.access.reset.doneText" },
    { headers: { "Set-Cookie": await endSession(request, "advertiser") } },
  );
}

export default function ResetPage() {
  const { t } = useTranslation();
  const refused = useActionData<typeof action>();
  const loaded = useLoaderData<typeof loader>();
  const { token } = refused ?? loaded;
  const lastResult = refused && "result" in refused ? (refused.result as SubmissionResult<string[]>) : undefined;
  const [form, fields] = useSchemaForm(ResetSchema, { lastResult });
  if (!token) {
    return (
      <AccountCard title={t("account.access.verify.invalidTitle")}>
        <p>{t("account.access.reset.invalidText")}</p>
        <Link
          to="/account/forgot"
          className="mt-4 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong"
        >
          {t("account.access.reset.askAgain")}
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t("account.access.reset.title")} intro={t("account.access.reset.text")}>
      <Form method="post" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={token} />
        <InputField
          field={fields.password}
          label={t("account.access.reset.password")}
          hint={t("account.access.signup.passwordHint")}
          type="password"
          autoComplete="new-password"
          ltr
        />
        <InputField
          field={fields.confirmPassword}
          label={t("account.access.reset.confirmPassword")}
          type="password"
          autoComplete="new-password"
          ltr
        />
        <WideSubmit label={t("account.access.reset.submit")} pending={t("account.access.reset.submitting")} />
      </Form>
    </AccountCard>
  );
}
