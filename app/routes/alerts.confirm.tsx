import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AlertLinkInvalid, AlertSearch } from "~/components/AlertPages";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { confirmAlert, findAlert } from "~/models/alerts.server";
import { AlertTokenSchema } from "~/schemas/alerts";
import { guardWrite, readFormData } from "~/services/guard.server";
import { getLanguage, getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { pageTitle } from "~/utils/meta";

// /alerts/confirm?token=...: the link in a search alert's confirmation mail (double opt-in, issue 35). As for
// the newsletter, GET only shows the search and a button (mail scanners open links and must not confirm
// anyone); its POST confirms, and the toast leads to the manage page. A malformed token is a 400, one that is
// no one's (stopped, or expired unconfirmed) a 404, both with a page that says the link does not work.

async function answer(request: Request, token: unknown) {
  const [t, language] = await Promise.all([getT(request), getLanguage(request)]);
  const parsed = AlertTokenSchema.safeParse({ token });
  const alert = parsed.success ? await findAlert(parsed.data.token, language) : null;
  const page = { title: t("alerts.confirm.metaTitle"), alert };
  return alert ? page : data(page, { status: parsed.success ? 404 : 400 });
}

export function loader({ request }: LoaderFunctionArgs) {
  return answer(request, new URL(request.url).searchParams.get("token") ?? undefined);
}

export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request);
  const parsed = AlertTokenSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (parsed.success && (await confirmAlert(parsed.data.token))) {
    return redirectWithToast(`/alerts/manage?token=${parsed.data.token}`, {
      title: "toast.alertConfirmedTitle",
      description: "toast.alertConfirmedText",
    });
  }
  return answer(request, parsed.success ? parsed.data.token : undefined);
}

// The token is the alert's key: the page is never indexed.
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  { title: pageTitle(page?.title, matches) },
  { name: "robots", content: "noindex" },
];

export default function ConfirmAlertPage() {
  const { t } = useTranslation();
  const refused = useActionData<typeof action>();
  const page = useLoaderData<typeof loader>();
  const { alert } = refused ?? page;
  if (!alert) return <AlertLinkInvalid title={t("alerts.confirm.invalidTitle")} text={t("alerts.confirm.invalidText")} />;
  return (
    <section aria-labelledby="alert-title" className="mx-auto max-w-xl px-4 py-12">
      <h1 id="alert-title" className="text-3xl font-bold">
        {t("alerts.confirm.title")}
      </h1>
      <p className="mt-3 text-ink-muted">{t("alerts.confirm.text")}</p>
      <AlertSearch alert={alert} />
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={alert.token} />
        <SubmitButton pendingLabel={t("alerts.confirm.sending")}>{t("alerts.confirm.button")}</SubmitButton>
      </Form>
    </section>
  );
}
