import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

type SwitchableMode = 'login' | 'register';

export interface AuthModeSwitchProps {
  mode: SwitchableMode;
  onChange: (mode: SwitchableMode) => void;
}

const MODES: readonly SwitchableMode[] = ['login', 'register'];

/** Sign in / sign up as two toggle buttons; choosing the other one starts an empty form. */
export function AuthModeSwitch({ mode, onChange }: AuthModeSwitchProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('auth.modes.label')}
      data-slot="auth-mode-switch"
      className="grid grid-cols-2 gap-1 rounded-lg bg-sunken p-1"
    >
      {MODES.map((option) => {
        const active = option === mode;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={active}
            onClick={() => !active && onChange(option)}
            className={cn(
              'min-h-10 rounded-md px-3 py-2 text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              active ? 'bg-surface text-ink shadow-xs' : 'text-ink-muted hover:bg-surface/60 hover:text-ink',
            )}
          >
            {t(`auth.modes.${option}`)}
          </button>
        );
      })}
    </div>
  );
}
