import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { FieldShell } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { LoginSchema } from "~/schemas/login";
import {
  authenticateForm,
  getAdmin,
  InvalidCredentialsError,
  LoginBusyError,
  LoginThrottledError,
  startSession,
} from "~/services/auth.server";
import { clientAddressOf } from "~/services/client.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { pageTitle } from "~/utils/meta";
import { titleLoader } from "~/route-helpers/route-meta.server";
import { keepRetryAfter } from "~/utils/route-headers";
import { useSchemaForm } from "~/components/ui/use-schema-form";

const DASHBOARD = "/admin/dashboard";
const pageLoader = titleLoader("login.metaTitle");

export async function loader(args: LoaderFunctionArgs) {
  if (await getAdmin(args.request)) throw redirect(DASHBOARD);
  return pageLoader(args);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export const headers = keepRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  await guardWrite(request);
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: LoginSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  try {
    const admin = await authenticateForm(request, form, clientAddressOf(context));
    return redirectWithToast(
      submission.value.redirectTo ?? DASHBOARD,
      { title: "login.welcomeTitle", description: "login.welcomeText" },
      { headers: { "Set-Cookie": await startSession(admin) } },
    );
  } catch (error) {
    if (error instanceof LoginThrottledError) {
      const reason = error instanceof LoginBusyError ? "login.busy" : "login.tooManyAttempts";
      return data(submission.reply({ formErrors: [reason], hideFields: ["password"] }), {
        status: 429,
        headers: { "Retry-After": String(error.retryAfterSeconds) },
      });
    }
    if (!(error instanceof InvalidCredentialsError)) throw error;
    return data(submission.reply({ formErrors: ["login.failedText"], hideFields: ["password"] }), { status: 401 });
  }
}

export default function AdminLoginPage() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const [form, fields] = useSchemaForm(LoginSchema, { lastResult });
  const redirectTo = searchParams.get("redirectTo");

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">{t("login.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("login.subtitle")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-8 rounded-xl border border-line bg-surface-raised p-6">
        {form.errors?.length ? (
          <div role="alert" id={form.errorId} className="mb-4 rounded-lg border border-danger bg-danger-soft p-3">
            <p className="font-semibold">{t("login.failedTitle")}</p>
            <p className="text-sm">{t(form.errors[0]!)}</p>
          </div>
        ) : null}
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FieldShell id={fields.username.id} label={t("login.username")} errorId={fields.username.errorId} errors={fields.username.errors}>
          <input
            {...getInputProps(fields.username, { type: "text" })}
            autoComplete="username"
            dir="ltr"
            className="field-input text-start"
          />
        </FieldShell>
        <FieldShell id={fields.password.id} label={t("login.password")} errorId={fields.password.errorId} errors={fields.password.errors}>
          <input
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="current-password"
            dir="ltr"
            className="field-input text-start"
          />
        </FieldShell>
        <SubmitButton
          pendingLabel={t("login.signingIn")}
          className="mt-2 w-full rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong disabled:cursor-wait disabled:opacity-70"
        >
          {t("login.signIn")}
        </SubmitButton>
      </Form>
    </section>
  );
}
