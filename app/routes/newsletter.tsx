import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useOutlet } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { NewsletterForm } from "~/components/NewsletterForm";
import { subscribe } from "~/models/newsletter.server";
import { NewsletterSchema } from "~/schemas/newsletter";
import { guardWrite, readFormData } from "~/services/guard.server";
import { getLanguage, getT } from "~/services/i18n.server";
import { refuseIfTooManyMessages, sentByBot } from "~/services/public-forms.server";
import { redirectWithToast } from "~/services/toast.server";
import { keepRetryAfter } from "~/utils/route-headers";
import { seoMeta } from "~/utils/seo";

// POST /newsletter: the footer's sign-up, double opt-in (issue 35): it queues a mail whose link confirms the
// address. Success goes back to the page it came from with a toast asking to follow that link; a new
// address and one already subscribed get the same answer, so the form tells no one who is on the
// list. Wrong input is a 400 showing this page's own form with the errors (for browsers without
// scripts; with scripts the footer shows them). It is also the parent of /newsletter/unsubscribe and
// /newsletter/confirm.

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { title: t("newsletter.metaTitle"), description: t("footer.newsletterText") };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args, { title: args.data?.title, description: args.data?.description });

export const headers = keepRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  await guardWrite(request);
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: NewsletterSchema });
  const subscribed = (redirectTo = "/") =>
    redirectWithToast(redirectTo, { title: "toast.subscribedTitle", description: "toast.subscribedText" });
  if (sentByBot(form)) return subscribed(submission.status === "success" ? submission.value.redirectTo : undefined);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const refused = await refuseIfTooManyMessages(context, "newsletter", submission);
  if (refused) return refused;
  await subscribe(submission.value.email, await getLanguage(request));
  return subscribed(submission.value.redirectTo);
}

export default function NewsletterPage() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const outlet = useOutlet();
  if (outlet) return outlet;
  return (
    <section aria-labelledby="newsletter-title" className="mx-auto max-w-xl px-4 py-12">
      <h1 id="newsletter-title" className="text-3xl font-bold">
        {t("newsletter.title")}
      </h1>
      <p className="mt-2 text-ink-muted">{t("footer.newsletterText")}</p>
      <NewsletterForm id="newsletter-page-form" lastResult={lastResult} />
    </section>
  );
}
