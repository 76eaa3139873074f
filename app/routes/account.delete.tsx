import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { FormAlert, InputField, WideSubmit } from "~/components/account/AccountFields";
import { deleteAdvertiserAccount, isCurrentPassword } from "~/models/advertiser-account.server";
import { DeleteAccountSchema } from "~/schemas/account";
import { endSession, requireAdvertiser } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { refuseIfTooManyMessages } from "~/services/public-forms.server";
import { redirectWithToast } from "~/services/toast.server";
import { keepRetryAfter } from "~/utils/route-headers";
import { useSchemaForm } from "~/components/ui/use-schema-form";

// /account/delete (issue 51): leaving, confirmed with the password. The listings are withdrawn and stop naming
// the advertiser; the account and its personal data go; the inquiries on their listings stay for the
// administrators (what /privacy says, as Saudi Arabia's PDPL asks). The activity log keeps `advertiser #id`.

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdvertiser(request);
  return null;
}

export const headers = keepRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  await guardWrite(request);
  const advertiser = await requireAdvertiser(request);
  const submission = parseWithZod(await readFormData(request), { schema: DeleteAccountSchema });
  const hidden = { hideFields: ["password"] };
  if (submission.status !== "success") return data(submission.reply(hidden), { status: 400 });
  const refused = await refuseIfTooManyMessages(context, "account-password", submission);
  if (refused) return refused;
  if (!(await isCurrentPassword(advertiser.id, submission.value.password)))
    return data(submission.reply({ ...hidden, fieldErrors: { password: ["account.access.errors.wrongPassword"] } }), { status: 400 });
  await deleteAdvertiserAccount(advertiser.id);
  return redirectWithToast(
    "/account/login",
    { title: "account.access.delete.doneTitle", description: "account.access.delete.doneText" },
    { headers: { "Set-Cookie": await endSession(request, "advertiser") } },
  );
}

export default function DeleteAccount() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useSchemaForm(DeleteAccountSchema, { lastResult });
  return (
    <section aria-labelledby="delete-title" className="max-w-xl rounded-xl border border-danger bg-surface-raised p-4 sm:p-6">
      <h2 id="delete-title" className="text-lg font-bold">
        {t("account.access.delete.title")}
      </h2>
      <p className="mt-2">{t("account.access.delete.intro")}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        <li>{t("account.access.delete.withdrawn")}</li>
        <li>{t("account.access.delete.removed")}</li>
        <li>
          {t("account.access.delete.kept")}{" "}
          <Link to="/privacy#accounts" className="text-brand underline underline-offset-2">
            {t("legal.privacy.title")}
          </Link>
        </li>
      </ul>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <InputField
          field={fields.password}
          label={t("account.access.delete.password")}
          type="password"
          autoComplete="current-password"
          ltr
        />
        <WideSubmit label={t("account.access.delete.submit")} pending={t("account.access.delete.submitting")} danger />
      </Form>
    </section>
  );
}
