import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage } from '@marketplace/contract';
import { LanguageSwitcher } from '@marketplace/design-system';

/** Switches the interface language in place; the detector caches the choice, so the next server render uses it too. */
export function LanguageSwitcherControl({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <LanguageSwitcher
      value={isLanguage(current) ? current : FALLBACK_LANGUAGE}
      onChange={(lng) => void i18n.changeLanguage(lng)}
      className={className}
    />
  );
}
