import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AccountCard, FormAlert, InputField, WideSubmit } from "~/components/account/AccountFields";
import { AdvertiserLoginSchema } from "~/schemas/account";
import {
  AccountSuspendedError,
  authenticateForm,
  getAdvertiser,
  InvalidCredentialsError,
  LoginBusyError,
  LoginThrottledError,
  startAdvertiserSession,
} from "~/services/auth.server";
import { clientAddressOf } from "~/services/client.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { titleLoader } from "~/route-helpers/route-meta.server";
import { withAdminTexts } from "~/utils/locale-parts";
import { pageTitle } from "~/utils/meta";
import { keepRetryAfter } from "~/utils/route-headers";
import { useSchemaForm } from "~/components/ui/use-schema-form";

// /account/login (issue 51): an advertiser's sign-in, through the one sign-in path administrators use too
// (remix-auth's form strategy, the same throttle and bounded password checks: decision 0074). A suspended
// account is told so, only after its right password. It goes back to the page that asked for it.

const ACCOUNT = "/account";
const pageLoader = titleLoader("account.access.login.metaTitle");

export async function loader(args: LoaderFunctionArgs) {
  if (await getAdvertiser(args.request)) throw redirect(ACCOUNT);
  return pageLoader(args);
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
  const submission = parseWithZod(form, { schema: AdvertiserLoginSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const refuse = (reason: string, status: number, headers?: HeadersInit) =>
    data(submission.reply({ formErrors: [reason], hideFields: ["password"] }), { status, headers });
  try {
    const advertiser = await authenticateForm(request, form, clientAddressOf(context), "advertiser");
    return redirectWithToast(
      submission.value.redirectTo ?? ACCOUNT,
      { title: "account.access.login.welcomeTitle", description: "account.access.login.welcomeText" },
      { headers: { "Set-Cookie": await startAdvertiserSession(advertiser) } },
    );
  } catch (error) {
    if (error instanceof LoginThrottledError) {
      return refuse(error instanceof LoginBusyError ? "login.busy" : "login.tooManyAttempts", 429, {
        "Retry-After": String(error.retryAfterSeconds),
      });
    }
    if (error instanceof AccountSuspendedError) return refuse("account.access.login.suspended", 403);
    if (!(error instanceof InvalidCredentialsError)) throw error;
    return refuse("account.access.login.failed", 401);
  }
}

export default function AccountLoginPage() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const [form, fields] = useSchemaForm(AdvertiserLoginSchema, { lastResult });
  const redirectTo = searchParams.get("redirectTo");
  return (
    <AccountCard title={t("account.access.login.title")}>
      <Form method="post" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} title={t("account.access.login.failedTitle")} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <InputField field={fields.email} label={t("account.access.email")} type="email" autoComplete="username" ltr />
        <InputField field={fields.password} label={t("account.access.password")} type="password" autoComplete="current-password" ltr />
        <WideSubmit label={t("account.access.login.submit")} pending={t("account.access.login.submitting")} />
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/account/forgot" className="font-semibold text-brand underline underline-offset-2">
          {t("account.access.login.forgot")}
        </Link>
      </p>
      <p className="mt-2 text-sm">
        {t("account.access.login.noAccount")}{" "}
        <Link to="/account/signup" className="font-semibold text-brand underline underline-offset-2">
          {t("account.access.login.signup")}
        </Link>
      </p>
    </AccountCard>
  );
}
