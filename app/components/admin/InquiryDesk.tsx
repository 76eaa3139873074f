import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import type { InquiryKind, InquiryStatus } from "~/schemas/inquiry-desk";
import type { Language } from "~/i18n";
import { type LocalText, pickLanguage } from "~/utils/localized";
import { saudiMobile, telLink, whatsAppHref } from "~/utils/phone";
import { useLanguage } from "~/utils/use-language";
import { LocalizedText } from "../ui/LocalizedText";

// Pieces of the lead desk the inquiries tab and the inquiry page share, the administrators' and an
// advertiser's (issue 51): one desk in two places, its rows scoped by the models to who reads them.

/** Where a desk lives and the few words that differ: the administrators' inbox, or an advertiser's own leads. */
export const DESKS = {
  admin: {
    path: "/admin/dashboard/inquiries",
    back: "admin.inquiries.back",
    empty: "admin.inquiries.empty",
    noteHint: "admin.inquiries.noteHint",
  },
  account: {
    path: "/account/leads",
    back: "account.leads.back",
    empty: "account.leads.none",
    noteHint: "account.leads.noteHint",
  },
} as const;
export type Desk = keyof typeof DESKS;

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

/** A reply drafted by the server in the visitor's language (routes/__inquiry-desk.server.ts). */
export interface ReplyDraft {
  language: Language;
  subject: string;
  greeting: string;
}

/**
 * Reply shortcuts, drafted in the visitor's language: an email whose subject names the listing (or the
 * message's subject) and which starts with a greeting, a call, and WhatsApp (the greeting typed in) for a
 * Saudi mobile.
 */
export function InquiryReply({ inquiry, reply }: { inquiry: { email: string; phone: string }; reply: ReplyDraft }) {
  const { t } = useTranslation();
  const saudi = saudiMobile(inquiry.phone);
  const mailto = `mailto:${inquiry.email}?subject=${encodeURIComponent(reply.subject)}&body=${encodeURIComponent(`${reply.greeting}\n\n`)}`;
  return (
    <ul
      aria-label={`${t("admin.inquiries.reply")}: ${t("admin.inquiries.replyIn", { language: t(`admin.inquiries.languages.${reply.language}`) })}`}
      className="flex flex-wrap gap-2"
    >
      <li>
        <a href={mailto} lang={reply.language} className={replyLink}>
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
      {saudi ? (
        <li>
          <a href={whatsAppHref(saudi, reply.greeting)} target="_blank" rel="noreferrer" className={replyLink}>
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
