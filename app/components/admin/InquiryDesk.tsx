import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { InquiryKind, InquiryStatus } from "~/schemas/inquiry-desk";
import type { Language } from "~/i18n";
import { type LocalText, pickLanguage } from "~/utils/localized";
import { telLink, whatsAppLink } from "~/utils/phone";
import { useLanguage } from "~/utils/use-language";
import { LocalizedText } from "../ui/LocalizedText";

// Pieces of the lead desk the inquiries tab and the inquiry page share.

export const INQUIRIES_PATH = "/admin/dashboard/inquiries";

const replyLink = "rounded-lg border border-line px-2.5 py-1 text-xs font-semibold hover:bg-surface-muted";

interface InquiryTopicFields {
  kind: InquiryKind;
  propertyId: number | null;
  propertyTitle: string;
  propertyTitleAr: string;
  subject: string;
}

/** The listing's title (as it was when the inquiry came) in the page's language, or null for a general message. */
function listingTitle(inquiry: InquiryTopicFields, language: Language): LocalText | null {
  return inquiry.propertyId === null ? null : pickLanguage(inquiry.propertyTitle, inquiry.propertyTitleAr, language);
}

/** What an inquiry is about: a link to its listing, or a general message's subject. */
export function InquiryTopic({ inquiry }: { inquiry: InquiryTopicFields }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (inquiry.propertyId === null) {
    return (
      <span>
        <span className="me-2 inline-block rounded-full border border-line px-2 py-0.5 text-xs">{t("admin.inquiries.kinds.general")}</span>
        <bdi>{inquiry.subject}</bdi>
      </span>
    );
  }
  const title = listingTitle(inquiry, language);
  return (
    <Link to={`/property/${inquiry.propertyId}`} className="underline">
      {title === null ? `#${inquiry.propertyId}` : <LocalizedText value={title} />}
    </Link>
  );
}

/** Reply shortcuts: an email whose subject names the listing (or the message's subject), a call, and WhatsApp for a Saudi mobile. */
export function InquiryReply({ inquiry }: { inquiry: InquiryTopicFields & { email: string; phone: string } }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const whatsApp = whatsAppLink(inquiry.phone);
  const subject =
    inquiry.propertyId === null
      ? t("admin.inquiries.replySubjectGeneral", { subject: inquiry.subject })
      : t("admin.inquiries.replySubject", { title: listingTitle(inquiry, language)?.text ?? `#${inquiry.propertyId}` });
  return (
    <ul aria-label={t("admin.inquiries.reply")} className="flex flex-wrap gap-2">
      <li>
        <a href={`mailto:${inquiry.email}?subject=${encodeURIComponent(subject)}`} className={replyLink}>
          {t("admin.inquiries.replyEmail")}
        </a>
      </li>
      {inquiry.phone ? (
        <li>
          <a href={telLink(inquiry.phone)} className={replyLink}>
            {t("admin.inquiries.replyCall")}
          </a>
        </li>
      ) : null}
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
