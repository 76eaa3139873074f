// Links that reach a phone number: a call, or a WhatsApp chat. Plain URLs, so they work without JavaScript.

/**
 * The international number wa.me wants (9665XXXXXXXX) for a Saudi mobile written as 05XXXXXXXX,
 * +9665XXXXXXXX or 009665XXXXXXXX, with any spaces, dashes or brackets; null for any other number (a
 * landline such as +966 11 ..., a foreign number): WhatsApp is offered only where it is sure to reach a phone.
 */
export function saudiMobile(phone: string | null | undefined) {
  const compact = (phone ?? "").replace(/[\s()-]/g, "");
  const match = /^(?:\+966|00966|966|0)(5\d{8})$/.exec(compact);
  return match ? `966${match[1]}` : null;
}

/** A WhatsApp chat with `number`, or without one a choice of chat, with `text` typed in when given. */
export function whatsAppHref(number: string | null, text?: string) {
  return `https://wa.me/${number ?? ""}${text === undefined ? "" : `?text=${encodeURIComponent(text)}`}`;
}

/** The WhatsApp link of a Saudi mobile number, or null for any other number. */
export function whatsAppLink(phone: string) {
  const number = saudiMobile(phone);
  return number ? whatsAppHref(number) : null;
}

/** A tel: link that dials the number as written (spaces and brackets dropped). */
export function telLink(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
