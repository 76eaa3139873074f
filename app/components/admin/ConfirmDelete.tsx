import { Form, Link } from "@remix-run/react";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "~/utils/translation";
import { SubmitButton } from "../ui/SubmitButton";

/**
 * A delete control for a record whose `/delete` route confirms. Without JavaScript the link opens
 * that confirmation page; with it, a modal dialog asks first and posts to the same route.
 */
export function DeleteWithConfirm({
  to,
  message,
  label,
  accessibleName,
}: {
  to: string;
  message: string;
  label?: string;
  /** Which record the link deletes, for assistive technology ("Delete: Olaya Tower"). */
  accessibleName?: string;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  return (
    <>
      <Link
        to={to}
        aria-label={accessibleName}
        onClick={(event) => {
          event.preventDefault();
          dialogRef.current?.showModal();
        }}
        className="rounded-md px-2 py-1 text-sm font-semibold text-danger hover:bg-danger-soft"
      >
        {label ?? t("admin.delete")}
      </Link>
      <dialog
        ref={dialogRef}
        aria-labelledby={`${to}-title`}
        className="m-auto max-w-md rounded-xl border border-line bg-surface-raised p-6 text-ink backdrop:bg-black/50"
      >
        {/* Closed as it posts: a refused delete (409) shows its page over the table, which this dialog would cover. */}
        <ConfirmDeleteBody
          titleId={`${to}-title`}
          message={message}
          action={to}
          onCancel={() => dialogRef.current?.close()}
          onSubmit={() => dialogRef.current?.close()}
        />
      </dialog>
    </>
  );
}

interface BodyProps {
  titleId: string;
  message: string;
  action?: string;
  cancelTo?: string;
  onCancel?: () => void;
  onSubmit?: () => void;
}

/** Title, question, and the two buttons; shared by the dialog and the no-JS confirmation page. */
export function ConfirmDeleteBody({ titleId, message, action, cancelTo, onCancel, onSubmit }: BodyProps) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 id={titleId} className="text-lg font-bold">
        {t("admin.confirmTitle")}
      </h2>
      <p className="mt-2 text-ink-muted">{message}</p>
      <Form method="post" action={action} onSubmit={onSubmit} className="mt-6 flex justify-end gap-3">
        {onCancel ? (
          <button type="button" onClick={onCancel} className="rounded-lg border border-line px-4 py-2 font-semibold">
            {t("admin.cancel")}
          </button>
        ) : (
          <Link to={cancelTo ?? ".."} className="rounded-lg border border-line px-4 py-2 font-semibold">
            {t("admin.cancel")}
          </Link>
        )}
        <SubmitButton
          name="intent"
          value="delete"
          formAction={action}
          pendingLabel={t("admin.saving")}
          className="rounded-lg bg-danger px-4 py-2 font-semibold text-surface disabled:opacity-70"
        >
          {t("admin.confirmDelete")}
        </SubmitButton>
      </Form>
    </div>
  );
}

/**
 * A refused delete, in place of the question: why, and the way out that keeps everything (a form that
 * archives the listing instead).
 */
export function DeleteRefused({ message, cancelTo, archiveAction }: { message: string; cancelTo: string; archiveAction: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 id="confirm-delete-title" className="text-lg font-bold">
        {t("admin.properties.deleteRefusedTitle")}
      </h2>
      <p role="alert" className="mt-2 text-ink-muted">
        {message}
      </p>
      <Form method="post" action={archiveAction} className="mt-6 flex justify-end gap-3">
        <Link to={cancelTo} className="rounded-lg border border-line px-4 py-2 font-semibold">
          {t("admin.cancel")}
        </Link>
        <input type="hidden" name="lifecycle" value="archived" />
        <SubmitButton formAction={archiveAction} pendingLabel={t("admin.properties.archiving")}>
          {t("admin.properties.archiveInstead")}
        </SubmitButton>
      </Form>
    </div>
  );
}

/**
 * The confirmation page a `/delete` route renders (reached without JavaScript), over the page it came
 * from: a click beside it cancels. `children` go above the question (an image's preview); `refusal`
 * replaces the question once a delete was refused.
 */
export function ConfirmDeletePage({
  message,
  cancelTo,
  children,
  refusal,
}: {
  message: string;
  cancelTo: string;
  children?: ReactNode;
  refusal?: ReactNode;
}) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="confirm-delete-title"
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <Link
        to={cancelTo}
        preventScrollReset
        tabIndex={-1}
        aria-hidden="true"
        className="fixed inset-0 cursor-default bg-black/50 backdrop-blur-[2px]"
      />
      <div className="relative w-full max-w-md shadow-2xl">
        {children}
        <section className="mx-auto max-w-md rounded-xl border border-line bg-surface-raised p-6">
          {refusal ?? <ConfirmDeleteBody titleId="confirm-delete-title" message={message} cancelTo={cancelTo} />}
        </section>
      </div>
    </div>
  );
}
