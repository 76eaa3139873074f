import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AccountCard } from "~/components/account/AccountFields";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { usableToken, verifyEmailToken } from "~/models/advertiser-account.server";
import { linkToken, postedToken } from "~/route-helpers/one-click.server";
import { AccountTokenSchema } from "~/schemas/account";
import { getAdvertiser } from "~/services/auth.server";
import { getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { withAdminTexts } from "~/utils/locale-parts";
import { pageTitle } from "~/utils/meta";

// /account/verify?token=... (issue 51): the link in the mail that verifies an advertiser's address, or the new
// address of a change. GET only shows a button (mail scanners open links and must not use them up); its POST
// verifies, and the link then works no more. A link that is malformed, unknown, used or expired is a 400 page
// saying so in the page's language, with the way to a new link (the account page sends one).

type Refusal = "invalid" | "taken";

async function page(request: Request, token: string | null, refusal?: Refusal) {
  const t = await getT(request);
  const body = { title: t("account.access.verify.metaTitle"), token, refusal: refusal ?? null, signedIn: !!(await getAdvertiser(request)) };
  return token ? body : data(body, { status: 400 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = AccountTokenSchema.safeParse({ token: linkToken(request) });
  const usable = parsed.success && (await usableToken(parsed.data.token, "verify_email"));
  return page(request, usable ? parsed.data.token : null, "invalid");
}

export async function action({ request }: ActionFunctionArgs) {
  const parsed = AccountTokenSchema.safeParse({ token: await postedToken(request) });
  const outcome = parsed.success ? await verifyEmailToken(parsed.data.token) : "invalid";
  if (outcome !== "verified") return page(request, null, outcome);
  const signedIn = await getAdvertiser(request);
  return redirectWithToast(signedIn ? "/account" : "/account/login", {
    title: "account.access.verify.doneTitle",
    description: "account.access.verify.doneText",
  });
}

// The token is the account's key: the page is never indexed.
export const clientLoader = withAdminTexts;

export const meta: MetaFunction<typeof loader> = ({ data: body, matches }) => [
  { title: pageTitle(body?.title, matches) },
  { name: "robots", content: "noindex" },
];

export default function VerifyPage() {
  const { t } = useTranslation();
  const refused = useActionData<typeof action>();
  const loaded = useLoaderData<typeof loader>();
  const { token, refusal, signedIn } = refused ?? loaded;
  if (token) {
    return (
      <AccountCard title={t("account.access.verify.title")}>
        <p>{t("account.access.verify.text")}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="token" value={token} />
          <SubmitButton pendingLabel={t("account.access.verify.sending")}>{t("account.access.verify.button")}</SubmitButton>
        </Form>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t("account.access.verify.invalidTitle")}>
      <p>{t(refusal === "taken" ? "account.access.verify.takenText" : "account.access.verify.invalidText")}</p>
      <p className="mt-2">{t(signedIn ? "account.access.verify.invalidSignedIn" : "account.access.verify.invalidSignedOut")}</p>
      <Link
        to={signedIn ? "/account" : "/account/login?redirectTo=%2Faccount"}
        className="mt-4 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong"
      >
        {t(signedIn ? "account.access.signup.toAccount" : "account.access.login.submit")}
      </Link>
    </AccountCard>
  );
}
