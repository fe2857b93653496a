// Links for the support channels in site settings (spec 1): phone, e-mail, WhatsApp.

/** A tel: URI from a display number such as "+91 98480 22110". */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** WhatsApp click-to-chat link with a prefilled message. `number` is digits only, with country code. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}
