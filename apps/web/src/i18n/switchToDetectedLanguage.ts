import type { i18n as I18n } from 'i18next';

/**
 * After hydration in the server's language, moves to the language the detector prefers
 * (spec §9 order) when it differs. Returns the language now in use.
 */
export async function switchToDetectedLanguage(i18n: I18n): Promise<string> {
  const detected: unknown = i18n.services.languageDetector?.detect();
  const candidates = (Array.isArray(detected) ? detected : [detected]).filter(
    (tag): tag is string => typeof tag === 'string' && tag.length > 0,
  );
  const preferred = candidates
    .map((tag): string => i18n.services.languageUtils.getLanguagePartFromCode(tag))
    .find((code) => i18n.services.languageUtils.isSupportedCode(code) === true);
  if (preferred && preferred !== i18n.resolvedLanguage) {
    await i18n.changeLanguage(preferred);
  }
  return i18n.resolvedLanguage ?? i18n.language;
}
