import { whatsAppHref } from "./phone";

// Links that hand a listing to another app: WhatsApp, X, LinkedIn, email. Plain URLs, so they work
// without JavaScript.

export type ShareTarget = "whatsapp" | "x" | "linkedin" | "email";

/** Where each share link of a page leads, with its title and address filled in. */
export function shareHrefs(title: string, url: string): Record<ShareTarget, string> {
  return {
    whatsapp: whatsAppHref(null, `${title}\n${url}`),
    x: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
  };
}
