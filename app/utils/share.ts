// Links that hand a listing to another app: WhatsApp, X, LinkedIn, email. Plain URLs, so they work
// without JavaScript.

/**
 * The international number wa.me wants (9665XXXXXXXX) for a Saudi mobile written as 05XXXXXXXX,
 * +9665XXXXXXXX or 009665XXXXXXXX, with any spaces or dashes; null for anything else (a landline
 * such as +966 11 ..., or a foreign number), which WhatsApp may not reach.
 */
export function saudiMobileForWhatsApp(phone: string | null | undefined) {
  const digits = (phone ?? "").replace(/[\s-]/g, "");
  const match = /^(?:\+966|00966|966|0)(5\d{8})$/.exec(digits);
  return match ? `966${match[1]}` : null;
}

/** A chat with `number` (or, without one, a choice of chat) with `text` typed in. */
export function whatsAppHref(text: string, number?: string) {
  return `https://wa.me/${number ?? ""}?text=${encodeURIComponent(text)}`;
}

export type ShareTarget = "whatsapp" | "x" | "linkedin" | "email";

/** Where each share link of a page leads, with its title and address filled in. */
export function shareHrefs(title: string, url: string): Record<ShareTarget, string> {
  return {
    whatsapp: whatsAppHref(`${title}\n${url}`),
    x: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
  };
}
