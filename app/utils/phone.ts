/**
 * The wa.me link of a Saudi mobile number (05XXXXXXXX or +9665XXXXXXXX, spaced or not), or null for
 * any other number: WhatsApp is offered only where it is sure to reach a phone.
 */
export function whatsAppLink(phone: string) {
  const compact = phone.replace(/[\s()-]/g, "");
  const local = /^(?:05|\+9665|009665)(\d{8})$/.exec(compact);
  return local ? `https://wa.me/9665${local[1]}` : null;
}

/** A tel: link that dials the number as written (spaces and brackets dropped). */
export function telLink(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
