// Zod-free: pages build links with these without loading the schema library.

export const SLUG_FOLD_FROM = 'ƏəİIıŞşÇçĞğÖöÜü';
export const SLUG_FOLD_TO = 'eeiiissccggoouu';

/**
 * The vanity address of a store: "Xalça Evi Şəki" → "xalca-evi-seki". Case- and ə/e, ı/i, ş/s,
 * ç/c, ğ/g, ö/o, ü/u-insensitive; anything but a-z and 0-9 becomes one dash. The server folds
 * stored names with the same letters (SQL translate), so both sides agree.
 */
export function companySlug(name: string): string {
  let folded = '';
  for (const char of name) {
    const at = SLUG_FOLD_FROM.indexOf(char);
    folded += at >= 0 ? SLUG_FOLD_TO[at] : char;
  }
  return folded
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
