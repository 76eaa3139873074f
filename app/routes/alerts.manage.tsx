import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AlertLinkInvalid, AlertSearch } from "~/components/AlertPages";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { findAlert, stopAlert } from "~/models/alerts.server";
import { AlertTokenSchema } from "~/schemas/alerts";
import { getLanguage, getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { pageTitle } from "~/utils/meta";
import { linkToken, postedToken, tokenPage } from "~/route-helpers/one-click.server";

// /alerts/manage?token=...: the link in every alert mail (issue 35). GET shows the search in words, whether
// the alert is on, and a button that stops it; the POST (the button, or one-click: one-click.server.ts)
// deletes the alert. A malformed token is a 400, one that is no one's (already stopped) a 404, both with a
// page that says the link does not work.

async function answer(request: Request, token: unknown) {
  const [t, language] = await Promise.all([getT(request), getLanguage(request)]);
  const parsed = AlertTokenSchema.safeParse({ token });
  const alert = parsed.success ? await findAlert(parsed.data.token, language) : null;
  const page = { title: t("alerts.manage.metaTitle"), alert };
  return tokenPage(page, alert !== null, parsed.success);
}

export function loader({ request }: LoaderFunctionArgs) {
  return answer(request, linkToken(request));
}

export async function action({ request }: ActionFunctionArgs) {
  const parsed = AlertTokenSchema.safeParse({ token: await postedToken(request) });
  if (parsed.success && (await stopAlert(parsed.data.token))) {
    return redirectWithToast("/", { title: "toast.alertStoppedTitle", description: "toast.alertStoppedText" });
  }
  return answer(request, parsed.success ? parsed.data.token : undefined);
}

// The token is the alert's key: the page is never indexed.
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  { title: pageTitle(page?.title, matches) },
  { name: "robots", content: "noindex" },
];

export default function ManageAlertPage() {
  const { t } = useTranslation();
  // A refused POST (the link was used meanwhile) answers the page anew: it comes before the GET's data.
  const refused = useActionData<typeof action>();
  const page = useLoaderData<typeof loader>();
  const { alert } = refused ?? page;
  if (!alert) return <AlertLinkInvalid title={t("alerts.manage.invalidTitle")} text={t("alerts.manage.invalidText")} />;
  return (
    <section aria-labelledby="alert-title" className="mx-auto max-w-xl px-4 py-12">
      <h1 id="alert-title" className="text-3xl font-bold">
        {t("alerts.manage.title")}
      </h1>
      <AlertSearch alert={alert} />
      <p className="mt-3">{alert.confirmed ? t("alerts.manage.active") : t("alerts.manage.pending")}</p>
      <p className="mt-6 text-ink-muted">{t("alerts.manage.stopText")}</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="token" value={alert.token} />
        <SubmitButton pendingLabel={t("alerts.manage.stopping")}>{t("alerts.manage.stop")}</SubmitButton>
      </Form>
    </section>
  );
}
