/** Azerbaijani and Turkish letters and their plain Latin twins (İ/ı included, which toLowerCase gets wrong). */
const FOLD_FROM = 'ƏəİIıŞşÇçĞğÖöÜü';
const FOLD_TO = 'eeiiissccggoouu';

/**
 * A readable address part: "Şəki xalçası — qırmızı" → "seki-xalcasi-qirmizi". Letters folded as
 * the store addresses are (so both agree), accents dropped, anything but a–z and 0–9 one dash.
 */
export function slugify(text: string): string {
  let folded = '';
  for (const char of text) {
    const at = FOLD_FROM.indexOf(char);
    folded += at >= 0 ? FOLD_TO[at] : char;
  }
  return folded
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
