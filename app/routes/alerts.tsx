import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useOutlet } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AlertForm } from "~/components/browse/AlertForm";
import { PlainLink } from "~/components/PlainLink";
import { followSearch } from "~/models/alerts.server";
import { AlertSchema } from "~/schemas/alerts";
import { sameSitePath } from "~/schemas/redirect";
import { guardWrite, readFormData } from "~/services/guard.server";
import { getLanguage, getT } from "~/services/i18n.server";
import { refuseIfTooManyMessages, sentByBot } from "~/services/public-forms.server";
import { redirectWithToast } from "~/services/toast.server";
import { pageTitle } from "~/utils/meta";
import { keepRetryAfter } from "~/utils/route-headers";

// POST /alerts: "Email me new matches" on a browse, map or district page (issue 35). It follows the page's
// search, unconfirmed, and queues the mail whose link confirms it (double opt-in). Success goes back to the
// page with a toast; a new alert, one already confirmed and an address at its limit get the same answer, so
// the form tells no one what an address follows. Wrong input is a 400 showing this page's own form with the
// errors and what was typed (without scripts; with them the page's form shows them). GET /alerts?<search>
// shows the form for that search. It is also the parent of /alerts/confirm and /alerts/manage.

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { title: t("alerts.metaTitle"), search: new URL(request.url).search.slice(1) };
}

// One page per search: nothing for search engines to index.
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  { title: pageTitle(page?.title, matches) },
  { name: "robots", content: "noindex" },
];

export const headers = keepRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  await guardWrite(request);
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: AlertSchema });
  const requested = (redirectTo = "/") =>
    redirectWithToast(redirectTo, { title: "toast.alertRequestedTitle", description: "toast.alertRequestedText" });
  if (sentByBot(form)) return requested(submission.status === "success" ? submission.value.redirectTo : undefined);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const refused = await refuseIfTooManyMessages(context, "alert", submission);
  if (refused) return refused;
  const { email, search, language, redirectTo } = submission.value;
  await followSearch(email, search, language ?? (await getLanguage(request)));
  return requested(redirectTo);
}

export default function AlertsPage() {
  const { t } = useTranslation();
  const { search } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const outlet = useOutlet();
  if (outlet) return outlet;
  // Back where the form was sent from (a refused address without scripts lands here), else to this search's results.
  const typed = lastResult?.initialValue ?? {};
  const sentFrom = typeof typed.redirectTo === "string" ? sameSitePath(typed.redirectTo) : null;
  const searched = typeof typed.search === "string" ? typed.search : search;
  return (
    <section aria-labelledby="alerts-title" className="mx-auto max-w-xl px-4 py-12">
      <PlainLink
        to={sentFrom ?? `/${searched ? `?${searched}` : ""}`}
        className="text-sm font-medium text-ink-muted hover:text-ink hover:underline"
      >
        {t("alerts.backToSearch")}
      </PlainLink>
      <h1 id="alerts-title" className="mb-4 text-3xl font-bold">
        {t("alerts.title")}
      </h1>
      <AlertForm id="alerts-page-form" search={search} lastResult={lastResult} />
    </section>
  );
}
