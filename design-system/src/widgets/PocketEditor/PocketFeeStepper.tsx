import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDecimal, snapPocketFee, stepPocketFee } from '@marketplace/contract';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Icon, MinusIcon, PlusIcon } from '../../primitives/Icon/index.ts';

export interface PocketFeeStepperProps {
  fee: number;
  onChange: (fee: number) => void;
  /** The pocket's name, for the accessible names of the box and buttons. */
  pocketName: string;
  disabled?: boolean;
}

/** In the interface language's way ("2,50" in az, "2.50" in en). */
function shownFee(fee: number, language: string): string {
  const text = fee.toFixed(2);
  return language === 'en' ? text : text.replace('.', ',');
}

/** Shift + ArrowUp/ArrowDown moves this many steps of 0.5 (5 ₼). */
const SHIFT_STEPS = 10;

/**
 * − [fee ₼] + : spec §5/§9, steps of 0.5 and never below 0; a typed fee is put on the 0.5 grid
 * when the box is left. Like a number field, ArrowUp/ArrowDown in the box step by 0,50 ₼ (with
 * Shift by 5 ₼), from what is typed in it.
 */
export function PocketFeeStepper({ fee, onChange, pocketName, disabled = false }: PocketFeeStepperProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(shownFee(fee, i18n.language));
  useEffect(() => setDraft(shownFee(fee, i18n.language)), [fee, i18n.language]);
  const name = { name: pocketName, interpolation: { escapeValue: false } };
  const step = (direction: 1 | -1, steps: number) => {
    const typed = parseDecimal(draft);
    const next = stepPocketFee(Number.isFinite(typed) ? typed : fee, direction, steps);
    setDraft(shownFee(next, i18n.language));
    if (next !== fee) onChange(next);
  };
  const commit = () => {
    const next = snapPocketFee(parseDecimal(draft));
    setDraft(shownFee(next, i18n.language));
    if (next !== fee) onChange(next);
  };

  return (
    <div
      role="group"
      aria-label={t('productForm.pockets.fee', name)}
      className="inline-flex items-center gap-1 rounded-lg border border-line-strong bg-surface p-0.5"
    >
      <IconButton
        size="sm"
        aria-label={t('productForm.pockets.decrease', name)}
        disabled={disabled || fee <= 0}
        onClick={() => onChange(stepPocketFee(fee, -1))}
      >
        <Icon icon={MinusIcon} />
      </IconButton>
      <span className="inline-flex items-center gap-0.5">
        <input
          type="text"
          inputMode="decimal"
          role="spinbutton"
          aria-label={t('productForm.pockets.fee', name)}
          aria-valuenow={fee}
          aria-valuemin={0}
          aria-valuetext={`${shownFee(fee, i18n.language)} ₼`}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              step(event.key === 'ArrowUp' ? 1 : -1, event.shiftKey ? SHIFT_STEPS : 1);
              return;
            }
            if (event.key !== 'Enter') return;
            event.preventDefault();
            commit();
          }}
          className="w-14 bg-transparent text-end text-sm font-semibold tabular-nums text-ink focus-visible:outline-2 focus-visible:outline-focus"
        />
        <span aria-hidden="true" className="pe-1 text-sm text-ink-muted">
          ₼ {t('productForm.pockets.perItem')}
        </span>
      </span>
      <IconButton
        size="sm"
        aria-label={t('productForm.pockets.increase', name)}
        disabled={disabled}
        onClick={() => onChange(stepPocketFee(fee, 1))}
      >
        <Icon icon={PlusIcon} />
      </IconButton>
    </div>
  );
}
