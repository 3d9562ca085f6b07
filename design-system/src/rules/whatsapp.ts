/**
 * The click-to-chat address of a WhatsApp number ("+994 50 123 45 67" → https://wa.me/994501234567),
 * or null when the number has too few digits to be one (E.164: 8–15 digits).
 */
export function whatsappLink(phoneNumber: string, text?: string): string | null {
  const digits = phoneNumber.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  const url = `https://wa.me/${digits}`;
  return text ? `${url}?text=${encodeURIComponent(text)}` : url;
}
