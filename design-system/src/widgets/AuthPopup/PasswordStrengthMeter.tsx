import { useTranslation } from 'react-i18next';
import type { PasswordStrength, WeakPasswordCode } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';

export interface PasswordStrengthMeterProps {
  strength: PasswordStrength;
  /** Why the password would be refused; shown unless the field already says it. */
  reason?: WeakPasswordCode | null;
}

const FILLED: Record<PasswordStrength, number> = { weak: 1, medium: 2, strong: 3 };
const BAR_COLOUR: Record<PasswordStrength, string> = {
  weak: 'bg-danger-600',
  medium: 'bg-accent-500',
  strong: 'bg-success-600',
};
const TEXT_COLOUR: Record<PasswordStrength, string> = {
  weak: 'text-danger-700',
  medium: 'text-accent-800',
  strong: 'text-success-700',
};

/**
 * How hard the typed password is to guess: three bars and a word, and for a weak one the reason.
 * Phrasing content only, so that it can sit in a field's hint (which describes the input).
 */
export function PasswordStrengthMeter({ strength, reason }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  return (
    <span data-slot="password-strength" data-strength={strength} className="mt-1.5 flex flex-col gap-1">
      <span aria-hidden="true" className="grid grid-cols-3 gap-1">
        {[1, 2, 3].map((bar) => (
          <span key={bar} className={cn('h-1.5 rounded-full', bar <= FILLED[strength] ? BAR_COLOUR[strength] : 'bg-line')} />
        ))}
      </span>
      <span>
        {t('auth.password.strength.label')}:{' '}
        <span className={cn('font-semibold', TEXT_COLOUR[strength])}>{t(`auth.password.strength.${strength}`)}</span>
        {reason ? `. ${t(`errors.${reason}`)}` : null}
      </span>
    </span>
  );
}
