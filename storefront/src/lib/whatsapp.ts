/** A click-to-chat link that opens WhatsApp with `text` already typed. `number` is digits only, with country code. */
export function whatsAppLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
