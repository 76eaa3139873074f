import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { endAdvertiserSessions, listAdvertiserSessions } from "~/models/sessions.server";
import { EndSessionSchema } from "~/schemas/account";
import { advertiserSessionIdOf, endSession, requireAdvertiser } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { formatDateTime } from "~/utils/format";
import { useLanguage } from "~/utils/use-language";

// /account/sessions (issue 51): where the advertiser is signed in (when, last seen, in Riyadh's time; this
// browser marked), a button to end each, and "sign out everywhere else". Only the advertiser's own sessions
// end: another's id is a 404, as if it did not exist. A session's id is shown nowhere but in its button.

export async function loader({ request }: LoaderFunctionArgs) {
  const advertiser = await requireAdvertiser(request);
  const current = await advertiserSessionIdOf(request);
  const sessions = await listAdvertiserSessions(advertiser.id);
  return { sessions: sessions.map((session) => ({ ...session, current: session.id === current })) };
}

export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request);
  const advertiser = await requireAdvertiser(request);
  const parsed = EndSessionSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) throw new Response("Bad request", { status: 400 });
  const current = await advertiserSessionIdOf(request);
  if (parsed.data.intent === "others") {
    await endAdvertiserSessions(advertiser.id, { except: current ?? undefined });
    return redirectWithToast("/account/sessions", {
      title: "account.access.sessions.endedOthersTitle",
      description: "account.access.sessions.endedOthersText",
    });
  }
  const ended = await endAdvertiserSessions(advertiser.id, { onlyId: parsed.data.sessionId });
  if (ended === 0) throw new Response("Not found", { status: 404 });
  // Ending this browser's own session signs it out.
  if (parsed.data.sessionId === current)
    return redirectWithToast(
      "/account/login",
      { title: "account.loggedOut", description: "account.loggedOutText" },
      { headers: { "Set-Cookie": await endSession(request, "advertiser") } },
    );
  return redirectWithToast("/account/sessions", {
    title: "account.access.sessions.endedTitle",
    description: "account.access.sessions.endedText",
  });
}

export default function AccountSessions() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { sessions } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="sessions-title" className="max-w-3xl">
      <h2 id="sessions-title" className="text-lg font-bold">
        {t("account.access.sessions.title")}
      </h2>
      <p className="mt-1 text-ink-muted">{t("account.access.sessions.intro")}</p>
      <ul className="mt-4 grid gap-3" aria-label={t("account.access.sessions.caption")}>
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-raised p-4">
            <dl className="me-auto grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-ink-muted">{t("account.access.sessions.created")}</dt>
              <dd>{formatDateTime(session.createdAt, language)}</dd>
              <dt className="text-ink-muted">{t("account.access.sessions.lastSeen")}</dt>
              <dd>{formatDateTime(session.lastSeenAt, language)}</dd>
            </dl>
            {session.current ? (
              <span className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-strong">
                {t("account.access.sessions.thisDevice")}
              </span>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intent" value="end" />
              <input type="hidden" name="sessionId" value={session.id} />
              <SubmitButton
                pendingLabel={t("account.access.sessions.end")}
                className="rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-surface-muted"
              >
                {t("account.access.sessions.end")}
              </SubmitButton>
            </Form>
          </li>
        ))}
      </ul>
      {sessions.length > 1 ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="others" />
          <SubmitButton pendingLabel={t("account.access.sessions.endOthers")}>{t("account.access.sessions.endOthers")}</SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
