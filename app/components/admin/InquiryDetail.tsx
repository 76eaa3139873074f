import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { type Desk, DESKS, InquiryReply, InquiryTopic, type ReplyDraft, StatusBadge } from "~/components/admin/InquiryDesk";
import { DateTime } from "~/components/ui/DateTime";
import { FieldShell } from "~/components/ui/Field";
import { SubmitButton } from "~/components/ui/SubmitButton";
import type { InquiryRow } from "~/models/inquiries.server";
import { INQUIRY_STATUSES, InquiryUpdateSchema, MAX_NOTE_LENGTH } from "~/schemas/inquiry-desk";

interface Note {
  id: number;
  body: string;
  adminUsername: string;
  createdAt: Date;
}

/**
 * One inquiry on a lead desk: the whole of it, reply shortcuts drafted in the visitor's language, a plain
 * form that moves it along the pipeline and adds a note (post/redirect/get; no script needed), and the
 * notes of the reader's side, newest first, in Riyadh time. The administrators' notes name their admin; an
 * advertiser's are all their own.
 */
export function InquiryDetail({
  desk,
  inquiry,
  reply,
  lastResult,
}: {
  desk: Desk;
  inquiry: InquiryRow & { notes: Note[] };
  reply: ReplyDraft;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const { path, back, noteHint } = DESKS[desk];
  const [form, fields] = useForm({
    id: `inquiry-${inquiry.id}`,
    lastResult,
    defaultValue: { status: inquiry.status },
    constraint: getZodConstraint(InquiryUpdateSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InquiryUpdateSchema }),
  });
  return (
    <article className="max-w-3xl">
      <Link to={path} className="text-sm underline">
        {t(back)}
      </Link>
      <h2 className="mt-3 flex flex-wrap items-center gap-3 text-xl font-bold">
        {t("admin.inquiries.detailTitle", { id: inquiry.id })}
        <StatusBadge status={inquiry.status} />
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="font-semibold">{t("admin.inquiries.name")}</dt>
        <dd>
          <bdi>{inquiry.name}</bdi>
        </dd>
        <dt className="font-semibold">{t("admin.inquiries.email")}</dt>
        <dd className="break-words">{inquiry.email}</dd>
        <dt className="font-semibold">{t("admin.inquiries.phone")}</dt>
        {/* The number reads left to right, but sits at the page's start, beside its label (on the right in Arabic). */}
        <dd>
          <bdi dir="ltr">{inquiry.phone}</bdi>
        </dd>
        <dt className="font-semibold">{t("admin.inquiries.topic")}</dt>
        <dd>
          <InquiryTopic inquiry={inquiry} />
        </dd>
        <dt className="font-semibold">{t("admin.inquiries.received")}</dt>
        <dd>{inquiry.createdAt ? <DateTime value={inquiry.createdAt} /> : t("admin.inquiries.notAvailable")}</dd>
        <dt className="font-semibold">{t("admin.inquiries.statusChangedAt")}</dt>
        <dd>{inquiry.statusChangedAt ? <DateTime value={inquiry.statusChangedAt} /> : t("admin.inquiries.never")}</dd>
        <dt className="font-semibold">{t("admin.inquiries.language")}</dt>
        <dd>{inquiry.language ? t(`admin.inquiries.languages.${inquiry.language}`) : t("admin.inquiries.languageUnknown")}</dd>
        <dt className="font-semibold">{t("admin.inquiries.reply")}</dt>
        <dd>
          <InquiryReply inquiry={inquiry} reply={reply} />
        </dd>
      </dl>
      <h3 className="mt-6 text-sm font-semibold">{t("admin.inquiries.message")}</h3>
      <p dir="auto" className="mt-1 whitespace-pre-line break-words rounded-xl border border-line p-4">
        {inquiry.message}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 rounded-xl border border-line p-4">
        {form.errors?.length ? (
          <div role="alert" id={form.errorId} className="mb-4 rounded-lg border border-danger bg-danger-soft p-3 text-sm">
            {t(form.errors[0]!)}
          </div>
        ) : null}
        <FieldShell id={fields.status.id} label={t("admin.inquiries.status")} errorId={fields.status.errorId} errors={fields.status.errors}>
          <select {...getSelectProps(fields.status)} className="field-input sm:max-w-xs">
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.inquiries.statuses.${status}`)}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id={fields.note.id} label={t("admin.inquiries.addNote")} errorId={fields.note.errorId} errors={fields.note.errors}>
          <p id={`${fields.note.id}-hint`} className="mb-1 text-xs text-ink-muted">
            {t(noteHint)}
          </p>
          <textarea
            {...getTextareaProps(fields.note)}
            aria-describedby={`${fields.note.id}-hint ${fields.note.errorId}`}
            rows={4}
            maxLength={MAX_NOTE_LENGTH}
            dir="auto"
            className="field-input"
          />
        </FieldShell>
        <SubmitButton pendingLabel={t("admin.saving")}>{t("admin.inquiries.save")}</SubmitButton>
      </Form>
      <section aria-labelledby="inquiry-notes" className="mt-6">
        <h3 id="inquiry-notes" className="text-sm font-semibold">
          {t("admin.inquiries.notes")}
        </h3>
        {inquiry.notes.length === 0 ? (
          <p className="mt-1 text-sm text-ink-muted">{t("admin.inquiries.noNotes")}</p>
        ) : (
          <ol className="mt-2 space-y-3">
            {inquiry.notes.map((note) => (
              <li key={note.id} className="rounded-xl border border-line p-3">
                <p dir="auto" className="whitespace-pre-line break-words">
                  {note.body}
                </p>
                <p className="mt-1 text-xs text-ink-muted">
                  {desk === "admin" ? (
                    <>
                      <bdi>{note.adminUsername}</bdi>,{" "}
                    </>
                  ) : null}
                  <DateTime value={note.createdAt} />
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
