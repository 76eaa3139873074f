import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { FieldShell, RequiredNote } from "~/components/ui/Field";
import { HoneypotField } from "~/components/ui/Honeypot";
import { Icon } from "~/components/ui/Icon";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { saveContactMessage } from "~/models/contact-messages.server";
import { ContactSchema } from "~/schemas/contact";
import { guardWrite, readFormData } from "~/services/guard.server";
import { notSentBecauseOfFault, refuseIfTooManyMessages, sentByBot } from "~/services/public-forms.server";
import { getLanguage, getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { seoMeta } from "~/utils/seo";
import { keepRetryAfter } from "~/utils/route-headers";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";
import { useSchemaForm } from "~/components/ui/use-schema-form";

/** The form's place on the page: a failed no-JS send comes back here (the action URL's fragment). */
const CONTACT_FORM_ID = "contact-form";

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args, { title: args.data?.title, description: args.data?.description });

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { title: t("contact.metaTitle"), description: t("contact.metaDescription") };
}

export const headers = keepRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  await guardWrite(request);
  const form = await readFormData(request);
  const sent = () => redirectWithToast("/contact", { title: "toast.messageSentTitle", description: "toast.messageSentText" });
  if (sentByBot(form)) return sent();
  const submission = parseWithZod(form, { schema: ContactSchema });
  if (submission.status !== "success") {
    return data(submission.reply(), { status: 400 });
  }
  try {
    const refused = await refuseIfTooManyMessages(context, "contact", submission);
    if (refused) return refused;
    await saveContactMessage(submission.value, await getLanguage(request));
  } catch (error) {
    return notSentBecauseOfFault(error, submission);
  }
  return sent();
}

export const handle = KEEPABLE_PAGE;

export default function ContactPage() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  // A successful send redirects here: the new location key remounts the form empty.
  const { key: locationKey } = useLocation();
  const [form, fields] = useSchemaForm(ContactSchema, { lastResult });

  const labels = {
    firstName: t("contact.firstName"),
    lastName: t("contact.lastName"),
    email: t("contact.email"),
    phone: t("contact.phone"),
    subject: t("contact.subject"),
    message: t("contact.message"),
  };

  const infoCards = [
    { icon: "mail", title: t("contact.emailTitle"), value: "hello@riyadh-offices.sa", href: "mailto:hello@riyadh-offices.sa" },
    { icon: "phone", title: t("contact.phoneTitle"), value: "+966 11 400 1234", href: "tel:+966114001234" },
    { icon: "pin", title: t("contact.officeTitle"), value: t("contact.officeAddress") },
  ] as const;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("contact.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("contact.subtitle")}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <ul className="flex flex-col gap-4">
          {infoCards.map((card) => (
            <li key={card.icon} className="flex items-start gap-4 rounded-xl border border-line bg-surface-raised p-5">
              <span className="rounded-lg bg-brand-soft p-2 text-brand">
                <Icon name={card.icon} />
              </span>
              <div>
                <h2 className="font-semibold">{card.title}</h2>
                {"href" in card ? (
                  <a href={card.href} dir="ltr" className="text-ink-muted hover:underline">
                    {card.value}
                  </a>
                ) : (
                  <p className="text-ink-muted">{card.value}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
        <section
          id={CONTACT_FORM_ID}
          aria-labelledby="contact-form-title"
          className="scroll-mt-20 rounded-xl border border-line bg-surface-raised p-6"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold">
            {t("contact.formTitle")}
          </h2>
          <Form
            key={locationKey}
            method="post"
            action={`/contact#${CONTACT_FORM_ID}`}
            {...getFormProps(form)}
            className="mt-6 grid gap-x-4 sm:grid-cols-2"
          >
            <div className="sm:col-span-2">
              <ErrorSummary submitted={form.status === "error"} formErrors={form.errors} fields={fields} labels={labels} />
              <RequiredNote />
            </div>
            <FieldShell
              id={fields.firstName.id}
              label={labels.firstName}
              errorId={fields.firstName.errorId}
              errors={fields.firstName.errors}
              required
            >
              <input {...getInputProps(fields.firstName, { type: "text" })} autoComplete="given-name" className="field-input" />
            </FieldShell>
            <FieldShell
              id={fields.lastName.id}
              label={labels.lastName}
              errorId={fields.lastName.errorId}
              errors={fields.lastName.errors}
              required
            >
              <input {...getInputProps(fields.lastName, { type: "text" })} autoComplete="family-name" className="field-input" />
            </FieldShell>
            <FieldShell id={fields.email.id} label={labels.email} errorId={fields.email.errorId} errors={fields.email.errors} required>
              <input
                {...getInputProps(fields.email, { type: "email" })}
                autoComplete="email"
                dir="ltr"
                className="field-input text-start"
              />
            </FieldShell>
            <FieldShell id={fields.phone.id} label={labels.phone} errorId={fields.phone.errorId} errors={fields.phone.errors}>
              <input
                {...getInputProps(fields.phone, { type: "tel" })}
                autoComplete="tel"
                placeholder="+966"
                dir="ltr"
                className="field-input text-start"
              />
            </FieldShell>
            <FieldShell
              className="sm:col-span-2"
              id={fields.subject.id}
              label={labels.subject}
              errorId={fields.subject.errorId}
              errors={fields.subject.errors}
              required
            >
              <input {...getInputProps(fields.subject, { type: "text" })} className="field-input" />
            </FieldShell>
            <FieldShell
              className="sm:col-span-2"
              id={fields.message.id}
              label={labels.message}
              errorId={fields.message.errorId}
              errors={fields.message.errors}
              required
            >
              <textarea {...getTextareaProps(fields.message)} rows={5} className="field-input" />
            </FieldShell>
            <div className="sm:col-span-2">
              <SubmitButton pendingLabel={t("contact.sending")}>{t("contact.send")}</SubmitButton>
            </div>
            <HoneypotField />
          </Form>
        </section>
      </div>
    </div>
  );
}
