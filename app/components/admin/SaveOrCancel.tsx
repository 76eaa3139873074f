import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
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
