import type { Language } from '@marketplace/contract';

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  az: { group: ' ', decimal: ',' },
  en: { group: ',', decimal: '.' },
  ru: { group: ' ', decimal: ',' },
  tr: { group: '.', decimal: ',' },
};

/**
 * A manat amount with 2 decimals and the language's separators ("1 234,50 ₼" in az).
 * Written out by hand rather than with Intl so that the server and every browser print the
 * same characters (a difference would break hydration).
 */
export function formatManat(amount: number, language: string): string {
  const { group, decimal } = SEPARATORS[language as Language] ?? SEPARATORS.az;
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${amount < 0 ? '−' : ''}${grouped}${decimal}${cents} ₼`;
}

/**
 * An amount of whole qəpik (the orders' money, 100 to the manat) as `formatManat` prints it:
 * 123456 → "1 234,56 ₼" in az. Counted in integers, so no amount is ever a cent off.
 */
export function formatQepik(qepik: number, language: string): string {
  const { group, decimal } = SEPARATORS[language as Language] ?? SEPARATORS.az;
  const whole = Math.round(Math.abs(qepik));
  const grouped = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${qepik < 0 && whole > 0 ? '−' : ''}${grouped}${decimal}${String(whole % 100).padStart(2, '0')} ₼`;
}

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
