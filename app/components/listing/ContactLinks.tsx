import { useTranslation } from "~/utils/translation";
import { Icon } from "~/components/ui/Icon";
import { telLink } from "~/utils/phone";

// The call and WhatsApp buttons of a listing's contact box and of an advertiser's page: links, so they work
// without scripts and a phone opens its dialler or WhatsApp.
const buttonClass = (className?: string) =>
  `flex items-center justify-center gap-2 rounded-lg border border-brand px-4 py-2.5 font-semibold text-brand hover:bg-brand-soft ${className ?? ""}`.trim();

/** Calls `phone`, read out whole to a screen reader; the number shown left to right in either language. */
export function CallLink({ phone, className }: { phone: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <a href={telLink(phone)} aria-label={t("property.call", { phone })} className={buttonClass(className)}>
      <Icon name="phone" className="size-5" />
      <span dir="ltr">{phone}</span>
    </a>
  );
}

/** Opens a WhatsApp chat at `href` (a wa.me link, with a first message or not) in a new tab. */
export function WhatsAppLink({ href, className }: { href: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass(className)}>
      <Icon name="chat" className="size-5" />
      {t("property.whatsApp")}
    </a>
  );
}
