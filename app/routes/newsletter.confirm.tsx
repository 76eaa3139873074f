import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { confirmSubscription, isConfirmableToken } from "~/models/newsletter.server";
import { UnsubscribeSchema } from "~/schemas/newsletter";
import { guardWrite, readFormData } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { pageTitle } from "~/utils/meta";

// /newsletter/confirm?token=...: the link in the confirmation mail of a newsletter sign-up (double opt-in,
// issue 35). Like the unsubscribe link, GET only shows a button (mail scanners open links and must not
// confirm anyone); its POST confirms the address. A malformed token is a 400, one that is no one's or whose
// sign-up expired unconfirmed a 404, both with a page that says the link does not work.

async function answer(request: Request, token: unknown) {
  const t = await getT(request);
  const parsed = UnsubscribeSchema.safeParse({ token });
  const valid = parsed.success && (await isConfirmableToken(parsed.data.token));
  const page = { title: t("newsletter.confirm.metaTitle"), token: valid ? parsed.data.token : null };
  return valid ? page : data(page, { status: parsed.success ? 404 : 400 });
}

export function loader({ request }: LoaderFunctionArgs) {
  return answer(request, new URL(request.url).searchParams.get("token") ?? undefined);
}

export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request);
  const parsed = UnsubscribeSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (parsed.success && (await confirmSubscription(parsed.data.token))) {
    return redirectWithToast("/", { title: "toast.confirmedTitle", description: "toast.confirmedText" });
  }
  return answer(request, parsed.success ? parsed.data.token : undefined);
}

// The token is the subscriber's key: the page is never indexed.
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  { title: pageTitle(page?.title, matches) },
  { name: "robots", content: "noindex" },
];

export default function ConfirmPage() {
  const { t } = useTranslation();
  const refused = useActionData<typeof action>();
  const page = useLoaderData<typeof loader>();
  const { token } = refused ?? page;
  return (
    <section aria-labelledby="confirm-title" className="mx-auto max-w-xl px-4 py-12">
      {token ? (
        <>
          <h1 id="confirm-title" className="text-3xl font-bold">
            {t("newsletter.confirm.title")}
          </h1>
          <p className="mt-3 text-ink-muted">{t("newsletter.confirm.text")}</p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <SubmitButton pendingLabel={t("newsletter.confirm.sending")}>{t("newsletter.confirm.button")}</SubmitButton>
          </Form>
        </>
      ) : (
        <>
          <h1 id="confirm-title" className="text-3xl font-bold">
            {t("newsletter.confirm.invalidTitle")}
          </h1>
          <p className="mt-3 text-ink-muted">{t("newsletter.confirm.invalidText")}</p>
          <Link to="/" className="mt-6 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
            {t("notFound.home")}
          </Link>
        </>
      )}
    </section>
  );
}
