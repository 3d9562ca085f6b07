/** Letters every interface language needs: Azerbaijani, Turkish and Russian. */
export const REQUIRED_LETTERS = 'əƏğĞıİşŞçÇöÖüÜ ЖжЩщЁёЫыЭэЮюЯя';

/** What the panels set in monospace besides letters: ids (hexadecimal uuids), dates and times. */
export const MONO_SAMPLE = '0123456789 abcdef-ABCDEF 2026-01-15 10:00:00 #/.,';

/** U+20BC, the manat sign: every price shows it. */
export const MANAT_SIGN = '₼';

export const PANGRAMS = {
  az: 'Zəfər, jaketini də papağını da götür, bu axşam hökmən çıxacaqsınız.',
  tr: 'Pijamalı hasta yağız şoföre çabucak güvendi.',
  ru: 'Съешь же ещё этих мягких французских булок, да выпей чаю.',
  en: 'Handmade gifts, art and services from Azerbaijan — 49,90 ₼',
} as const;
