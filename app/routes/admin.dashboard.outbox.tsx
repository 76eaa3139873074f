import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { DataTable } from "~/components/admin/DataTable";
import { Pagination } from "~/components/Pagination";
import { DateTime } from "~/components/ui/DateTime";
import { FieldShell } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { countSubscribers, queueNewsletter } from "~/models/newsletter.server";
import { countOutbox, getMailSettings, listOutbox, OUTBOX_PAGE_SIZE, type OutboxRow, saveMailSettings } from "~/models/outbox.server";
import { LANGUAGES } from "~/schemas/enums";
import { MailSettingsSchema } from "~/schemas/mail-settings";
import { NewsletterIssueSchema } from "~/schemas/newsletter";
import { requireAdmin } from "~/services/auth.server";
import { env } from "~/services/env.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { pageWindow } from "~/utils/pagination";

// The Outbox tab (issue 35): every mail the site sent or will send, newest first, with its state, attempts
// and last error, so failures are seen; without SMTP_URL it is also where the quick start shows its mail.
// Above the list, the signed-in admin's own notification settings (a plain form).

const OUTBOX_PATH = "/admin/dashboard/outbox";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const [counts, settings, subscribers] = await Promise.all([countOutbox(), getMailSettings(admin.id), countSubscribers()]);
  const { page, pages, limit, offset } = pageWindow(new URL(request.url), counts.total, OUTBOX_PAGE_SIZE);
  const messages = await listOutbox({ limit, offset });
  return { messages, counts, settings, subscribers, page, pages, toFiles: !env.SMTP_URL };
}

export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request);
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  // Two plain forms post here: the admin's own settings, and a newsletter to send.
  if (form.get("intent") === "newsletter") {
    const submission = parseWithZod(form, { schema: NewsletterIssueSchema });
    if (submission.status !== "success") return data({ intent: "newsletter", result: submission.reply() }, { status: 400 });
    await queueNewsletter(submission.value, admin);
    return redirectWithToast(OUTBOX_PATH, { title: "admin.outbox.issue.queued" });
  }
  const submission = parseWithZod(form, { schema: MailSettingsSchema });
  if (submission.status !== "success") return data({ intent: "settings", result: submission.reply() }, { status: 400 });
  await saveMailSettings(admin.id, submission.value);
  return redirectWithToast(OUTBOX_PATH, { title: "admin.outbox.saved" });
}

export default function OutboxTab() {
  const { t } = useTranslation();
  const { messages, counts, page, pages, toFiles } = useLoaderData<typeof loader>();
  return (
    <>
      <h2 className="text-xl font-bold">{t("admin.outbox.title")}</h2>
      <p className="mt-2 max-w-3xl text-sm text-ink-muted">{t("admin.outbox.intro")}</p>
      {/* In words: the server's folder and its settings' names are for whoever runs it (deploy.md), not the admin. */}
      <p className="mt-2 max-w-3xl text-sm">{toFiles ? t("admin.outbox.toFiles") : t("admin.outbox.toServer")}</p>
      <MailSettingsForm />
      <NewsletterIssueForm />
      <p className="mb-3 mt-6 text-sm text-ink-muted">{t("admin.outbox.summary", counts)}</p>
      <DataTable
        caption={t("admin.outbox.caption", { count: counts.total })}
        empty={t("admin.outbox.empty")}
        headers={[
          t("admin.outbox.created"),
          t("admin.outbox.kind"),
          t("admin.outbox.recipient"),
          t("admin.outbox.subject"),
          t("admin.outbox.status"),
          t("admin.outbox.attempts"),
          t("admin.outbox.error"),
        ]}
        rows={messages.map((message) => ({
          key: message.id,
          cells: [
            <DateTime key="created" value={message.createdAt} className="whitespace-nowrap" />,
            <span key="kind">
              {t(`admin.outbox.kinds.${message.kind}`)}
              {message.inquiryId === null ? null : (
                <>
                  {" · "}
                  <Link to={`/admin/dashboard/inquiries/${message.inquiryId}`} className="whitespace-nowrap underline">
                    {t("admin.outbox.inquiry", { id: message.inquiryId })}
                  </Link>
                </>
              )}
            </span>,
            <bdi key="to" dir="ltr" className="break-all">
              {message.recipient}
            </bdi>,
            <MessageText key="subject" message={message} />,
            <MailStatus key="status" message={message} />,
            <span key="attempts" className="tabular-nums">
              {message.attempts}
            </span>,
            <bdi key="error" dir="ltr" className="break-words text-danger">
              {message.lastError}
            </bdi>,
          ],
        }))}
      />
      <Pagination page={page} pages={pages} path={OUTBOX_PATH} />
    </>
  );
}

/** The subject, and the plain-text part behind a disclosure that opens without scripts. */
function MessageText({ message }: { message: OutboxRow }) {
  const { t } = useTranslation();
  return (
    <div lang={message.language} dir={message.language === "ar" ? "rtl" : "ltr"} className="max-w-md">
      <p className="font-medium">{message.subject}</p>
      <details className="mt-1">
        <summary className="cursor-pointer text-sm text-brand underline">{t("admin.outbox.showText")}</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-xs">{message.textBody}</pre>
      </details>
    </div>
  );
}

function MailStatus({ message }: { message: OutboxRow }) {
  const { t } = useTranslation();
  const tone = { queued: "text-ink-muted", sending: "text-ink", sent: "text-brand", failed: "text-danger" }[message.status];
  return (
    <div className="whitespace-nowrap">
      <span className={`font-semibold ${tone}`}>{t(`admin.outbox.statuses.${message.status}`)}</span>
      {message.status === "sent" && message.sentAt ? (
        <span className="block text-xs text-ink-muted">
          {t("admin.outbox.sentAt")} <DateTime value={message.sentAt} />
        </span>
      ) : null}
      {message.status === "queued" && message.attempts > 0 ? (
        <span className="block text-xs text-ink-muted">
          {t("admin.outbox.nextAttempt")} <DateTime value={message.nextAttemptAt} />
        </span>
      ) : null}
    </div>
  );
}

/** The signed-in admin's address, whether they want a mail per new inquiry, and its language. */
function MailSettingsForm() {
  const { t } = useTranslation();
  const { settings } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const lastResult = answer?.intent === "settings" ? answer.result : undefined;
  const [form, fields] = useForm({
    id: "mail-settings",
    lastResult,
    defaultValue: {
      email: settings?.email ?? "",
      notifyInquiries: settings?.notifyInquiries ? "on" : undefined,
      language: settings?.language,
    },
    constraint: getZodConstraint(MailSettingsSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MailSettingsSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 max-w-3xl rounded-xl border border-line p-4">
      <h3 className="font-semibold">{t("admin.outbox.settingsTitle")}</h3>
      <p className="mb-3 text-sm text-ink-muted">{t("admin.outbox.settingsText")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FieldShell id={fields.email.id} label={t("admin.outbox.email")} errorId={fields.email.errorId} errors={fields.email.errors}>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            dir="ltr"
            className="field-input text-start"
            aria-describedby={fields.email.errorId}
          />
        </FieldShell>
        <FieldShell
          id={fields.language.id}
          label={t("admin.outbox.language")}
          errorId={fields.language.errorId}
          errors={fields.language.errors}
        >
          {/* Always has a value (one of the languages), so not `required`: HTML wants an empty first option for that. */}
          <select {...getSelectProps(fields.language)} required={false} className="field-input">
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`admin.inquiries.languages.${language}`)}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <div className="mb-3 flex items-center gap-2">
        <input {...getInputProps(fields.notifyInquiries, { type: "checkbox" })} className="size-4" />
        <label htmlFor={fields.notifyInquiries.id} className="text-sm">
          {t("admin.outbox.notify")}
        </label>
      </div>
      <SubmitButton pendingLabel={t("admin.saving")} name="intent" value="settings">
        {t("admin.outbox.save")}
      </SubmitButton>
    </Form>
  );
}

/** A newsletter in both languages, queued for every confirmed subscriber in theirs. */
function NewsletterIssueForm() {
  const { t } = useTranslation();
  const { subscribers } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const lastResult = answer?.intent === "newsletter" ? answer.result : undefined;
  const [form, fields] = useForm({
    id: "newsletter-issue",
    lastResult,
    constraint: getZodConstraint(NewsletterIssueSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewsletterIssueSchema }),
  });
  const field = (name: "subjectEn" | "bodyEn" | "subjectAr" | "bodyAr", dir: "ltr" | "rtl") => {
    const meta = fields[name];
    const props = { "aria-describedby": meta.errorId, dir, className: "field-input" };
    return (
      <FieldShell id={meta.id} label={t(`admin.outbox.issue.${name}`)} errorId={meta.errorId} errors={meta.errors} required>
        {name.startsWith("subject") ? (
          <input {...getInputProps(meta, { type: "text" })} {...props} />
        ) : (
          <textarea {...getTextareaProps(meta)} rows={6} {...props} />
        )}
      </FieldShell>
    );
  };
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 max-w-3xl rounded-xl border border-line p-4">
      <h3 className="font-semibold">{t("admin.outbox.issue.title")}</h3>
      <p className="mb-3 text-sm text-ink-muted">{t("admin.outbox.issue.text", { count: subscribers })}</p>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <div>
          {field("subjectEn", "ltr")}
          {field("bodyEn", "ltr")}
        </div>
        <div lang="ar">
          {field("subjectAr", "rtl")}
          {field("bodyAr", "rtl")}
        </div>
      </div>
      <SubmitButton
        pendingLabel={t("admin.outbox.issue.sending")}
        name="intent"
        value="newsletter"
        {...(subscribers === 0 ? { disabled: true } : {})}
      >
        {t("admin.outbox.issue.send", { count: subscribers })}
      </SubmitButton>
    </Form>
  );
}
