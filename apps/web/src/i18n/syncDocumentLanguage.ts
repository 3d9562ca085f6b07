import type { i18n as I18n } from 'i18next';

/** Keeps `<html lang>` in step with the language in use (screen readers, hyphenation, the detector's htmlTag). */
export function syncDocumentLanguage(i18n: I18n, root: HTMLElement = document.documentElement): void {
  const apply = (lng: string) => {
    root.lang = lng;
  };
  if (i18n.resolvedLanguage) apply(i18n.resolvedLanguage);
  i18n.on('languageChanged', () => apply(i18n.resolvedLanguage ?? i18n.language));
}
