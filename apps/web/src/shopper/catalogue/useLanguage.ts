import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@marketplace/contract';

/** The reader's language as one of ours (category titles come in every language). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
}
