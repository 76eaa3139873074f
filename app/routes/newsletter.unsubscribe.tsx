import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { isSubscribedToken, unsubscribe } from "~/models/newsletter.server";
import { UnsubscribeSchema } from "~/schemas/newsletter";
import { getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { pageTitle } from "~/utils/meta";
import { linkToken, postedToken, tokenPage } from "~/route-helpers/one-click.server";

// /newsletter/unsubscribe?token=...: the link every subscriber gets. GET only shows a button; its POST (the
// button, or one-click: one-click.server.ts) deletes the subscriber. A token that is malformed (400) or no
// one's, perhaps already used (404), gets a page saying the link does not work.

async function answer(request: Request, token: unknown) {
  const t = await getT(request);
  const parsed = UnsubscribeSchema.safeParse({ token });
  const valid = parsed.success && (await isSubscribedToken(parsed.data.token));
  const page = { title: t("newsletter.unsubscribe.metaTitle"), token: valid ? parsed.data.token : null };
  return tokenPage(page, valid, parsed.success);
}

export function loader({ request }: LoaderFunctionArgs) {
  return answer(request, linkToken(request));
}

export async function action({ request }: ActionFunctionArgs) {
  const parsed = UnsubscribeSchema.safeParse({ token: await postedToken(request) });
  if (parsed.success && (await unsubscribe(parsed.data.token))) {
    return redirectWithToast("/", { title: "toast.unsubscribedTitle", description: "toast.unsubscribedText" });
  }
  return answer(request, parsed.success ? parsed.data.token : undefined);
}

// The token is the subscriber's key: the page is never indexed.
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  { title: pageTitle(page?.title, matches) },
  { name: "robots", content: "noindex" },
];

export default function UnsubscribePage() {
  const { t } = useTranslation();
  // A refused POST (the link was used meanwhile) answers the page anew: it comes before the GET's data.
  const refused = useActionData<typeof action>();
  const page = useLoaderData<typeof loader>();
  const { token } = refused ?? page;
  return (
    <section aria-labelledby="unsubscribe-title" className="mx-auto max-w-xl px-4 py-12">
      {token ? (
        <>
          <h1 id="unsubscribe-title" className="text-3xl font-bold">
            {t("newsletter.unsubscribe.title")}
          </h1>
          <p className="mt-3 text-ink-muted">{t("newsletter.unsubscribe.text")}</p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <SubmitButton pendingLabel={t("newsletter.unsubscribe.sending")}>{t("newsletter.unsubscribe.button")}</SubmitButton>
          </Form>
        </>
      ) : (
        <>
          <h1 id="unsubscribe-title" className="text-3xl font-bold">
            {t("newsletter.unsubscribe.invalidTitle")}
          </h1>
          <p className="mt-3 text-ink-muted">{t("newsletter.unsubscribe.invalidText")}</p>
          <Link to="/" className="mt-6 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
            {t("notFound.home")}
          </Link>
        </>
      )}
    </section>
  );
}
