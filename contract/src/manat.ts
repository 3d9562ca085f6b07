import type { Language } from './i18n.ts';

// Money as people read it: manat with 2 decimals and the language's separators. Formatted only at
// an edge — a page, a notice, an e-mail — from whole qəpik (the stored amounts) or manat.

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  az: { group: ' ', decimal: ',' },
  en: { group: ',', decimal: '.' },
  ru: { group: ' ', decimal: ',' },
  tr: { group: '.', decimal: ',' },
};

/**
 * A manat amount with 2 decimals and the language's separators ("1 234,50 ₼" in az).
 * Written out by hand rather than with Intl so that the server and every browser print the
 * same characters (a difference would break hydration, or make an e-mail differ from the page).
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
