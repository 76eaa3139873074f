import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { SubmitButton } from "../ui/SubmitButton";

/** An editor's two last buttons: Cancel, a link back to `cancelTo`, and Save for the form (`form`: its id, when the button sits outside it). */
export function SaveOrCancel({ cancelTo, form }: { cancelTo: string; form?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Link
        to={cancelTo}
        preventScrollReset
        className="rounded-lg border border-line bg-surface px-4 py-2 font-semibold hover:bg-surface-muted"
      >
        {t("admin.cancel")}
      </Link>
      <SubmitButton form={form} pendingLabel={t("admin.saving")}>
        {t("admin.save")}
      </SubmitButton>
    </>
  );
}

/**
 * An advertiser's editor's last buttons (issue 51): Cancel, "Save draft" and "Submit for review", which send
 * the form with their `intent`.
 */
export function DraftOrSubmit({ cancelTo, form }: { cancelTo: string; form: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Link
        to={cancelTo}
        preventScrollReset
        className="rounded-lg border border-line bg-surface px-4 py-2 font-semibold hover:bg-surface-muted"
      >
        {t("admin.cancel")}
      </Link>
      <button
        type="submit"
        form={form}
        name="intent"
        value="draft"
        className="rounded-lg border border-line bg-surface px-4 py-2 font-semibold hover:bg-surface-muted"
      >
        {t("account.listings.saveDraft")}
      </button>
      <button
        type="submit"
        form={form}
        name="intent"
        value="submit"
        className="rounded-lg bg-brand px-4 py-2 font-semibold text-brand-ink hover:bg-brand-strong"
      >
        {t("account.listings.submit")}
      </button>
    </>
  );
}
