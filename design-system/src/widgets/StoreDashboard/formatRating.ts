/** A 0–5 average with one decimal, the decimal sign as the language writes it ("4,4" in az). */
export function formatRating(value: number, language: string): string {
  const text = Math.min(5, Math.max(0, value)).toFixed(1);
  return language === 'en' ? text : text.replace('.', ',');
}
