import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, type Language } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Select } from '../../primitives/Select/index.ts';
import { NATIVE_LANGUAGE_NAMES } from './languageNames.ts';
import { Icon, GlobeIcon } from '../../primitives/Icon/index.ts';

export interface LanguageSwitcherProps {
  /** The language the page is in. */
  value: Language;
  /** The reader picked another language. */
  onChange: (lng: Language) => void;
  className?: string;
}

/** Picks the interface language (az, en, ru, tr), each named in its own words. */
export function LanguageSwitcher({ value, onChange, className }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const id = useId();
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (isLanguage(next) && next !== value) onChange(next);
  };
  return (
    <div data-slot="language-switcher" className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="flex shrink-0 items-center gap-1 text-sm text-ink-muted">
        <Icon icon={GlobeIcon} size={5} />
        <span className="sr-only">{t('languageSwitcher.label')}</span>
      </label>
      <Select id={id} size="sm" value={value} onChange={choose} fullWidth={false} wrapperClassName="min-w-36">
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {NATIVE_LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </Select>
    </div>
  );
}
