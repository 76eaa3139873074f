import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AccountCard, FormAlert, InputField, WideSubmit } from "~/components/account/AccountFields";
import { requestPasswordReset } from "~/models/advertiser-account.server";
import { keepLanguage } from "~/route-helpers/account.server";
import { ForgotSchema } from "~/schemas/account";
import { guardWrite, readFormData } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { refuseIfTooManyMessages } from "~/services/public-forms.server";
import { withAdminTexts } from "~/utils/locale-parts";
import { pageTitle } from "~/utils/meta";
import { keepRetryAfter } from "~/utils/route-headers";
import { useSchemaForm } from "~/components/ui/use-schema-form";

// /account/forgot (issue 51): an address in, always the same answer out; a reset link is mailed when the
// address has an account (at most RECEIPTS_PER_DAY a day to one address), and a client may ask as often as it
// may send messages.

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { title: t("account.access.forgot.metaTitle"), sent: new URL(request.url).searchParams.has("sent") };
}

export const clientLoader = withAdminTexts;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  { title: pageTitle(page?.title, matches) },
  { name: "robots", content: "noindex" },
];

export const headers = keepRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  await guardWrite(request);
  const submission = parseWithZod(await readFormData(request), { schema: ForgotSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const refused = await refuseIfTooManyMessages(context, "password-reset", submission);
  if (refused) return refused;
  await requestPasswordReset(submission.value.email);
  return redirect(keepLanguage(request, "/account/forgot?sent"), 303);
}

export default function ForgotPage() {
  const { t } = useTranslation();
  const { sent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useSchemaForm(ForgotSchema, { lastResult });
  if (sent) {
    return (
      <AccountCard title={t("account.access.forgot.sentTitle")}>
        <p>{t("account.access.forgot.sentText")}</p>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t("account.access.forgot.title")} intro={t("account.access.forgot.intro")}>
      <Form method="post" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <InputField field={fields.email} label={t("account.access.email")} type="email" autoComplete="email" ltr />
        <WideSubmit label={t("account.access.forgot.submit")} pending={t("account.access.forgot.submitting")} />
      </Form>
    </AccountCard>
  );
}
