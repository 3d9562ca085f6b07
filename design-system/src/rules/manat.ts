// Printing an amount is the contract's (the server's notices and e-mails print it too): one formatter.
export { formatManat, formatQepik } from '@marketplace/contract';

const MANAT_TEXT = /^(\d{1,9})(?:[.,](\d{0,2}))?$/;

/**
 * Typed manat → whole qəpik, counted in integers: "12,30" and "12.3" → 1230, "5" → 500. Either
 * decimal sign, at most 2 decimals, spaces ignored; null for anything else (a sign, letters, a
 * third decimal).
 */
export function manatTextToQepik(text: string): number | null {
  const match = MANAT_TEXT.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return null;
  const [, whole = '0', cents = ''] = match;
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** Whole qəpik → the manat text a field starts with, in the language's decimal sign: 1230 → "12,30" (az), "12.30" (en). */
export function qepikToManatText(qepik: number, language: string): string {
  const whole = Math.floor(qepik / 100);
  const cents = String(qepik % 100).padStart(2, '0');
  return `${whole}${language === 'en' ? '.' : ','}${cents}`;
}
