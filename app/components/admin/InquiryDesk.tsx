import { useTranslation } from "react-i18next";
import type { InquiryStatus } from "~/schemas/inquiry-desk";
import { telLink, whatsAppLink } from "~/utils/phone";

// Pieces of the lead desk the inquiries tab and the inquiry page share.

export const INQUIRIES_PATH = "/admin/dashboard/inquiries";

const replyLink = "rounded-lg border border-line px-2.5 py-1 text-xs font-semibold hover:bg-surface-muted";

/** Reply shortcuts: an email naming the listing, a call, and WhatsApp when the number is a Saudi mobile. */
export function InquiryReply({ email, phone, listingTitle }: { email: string; phone: string; listingTitle: string }) {
  const { t } = useTranslation();
  const whatsApp = whatsAppLink(phone);
  const subject = encodeURIComponent(t("admin.inquiries.replySubject", { title: listingTitle }));
  return (
    <ul aria-label={t("admin.inquiries.reply")} className="flex flex-wrap gap-2">
      <li>
        <a href={`mailto:${email}?subject=${subject}`} className={replyLink}>
          {t("admin.inquiries.replyEmail")}
        </a>
      </li>
      <li>
        <a href={telLink(phone)} className={replyLink}>
          {t("admin.inquiries.replyCall")}
        </a>
      </li>
      {whatsApp ? (
        <li>
          <a href={whatsApp} target="_blank" rel="noreferrer" className={replyLink}>
            {t("admin.inquiries.replyWhatsApp")}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** Where an inquiry stands; new ones stand out. */
export function StatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation();
  const tone = status === "new" ? "bg-brand text-brand-ink" : "border border-line text-ink";
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {t(`admin.inquiries.statuses.${status}`)}
    </span>
  );
}
