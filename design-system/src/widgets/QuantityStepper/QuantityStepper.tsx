import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { clampQuantity } from '../../rules/quantity.ts';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  /** The accessible name of the number field (e.g. "Quantity of Silk scarf"). */
  label: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

function SignIcon({ plus }: { plus: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="size-4">
      <path d={plus ? 'M3 8h10M8 3v10' : 'M3 8h10'} />
    </svg>
  );
}

/** − [n] + : steps by one within [min, max]; a typed number is kept in range when the field is left. */
export function QuantityStepper({ value, onChange, min = 1, max, label, disabled = false, size = 'md', className }: QuantityStepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, max);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  const buttonSize = size === 'sm' ? 'sm' : 'md';

  return (
    <div
      role="group"
      aria-label={label}
      data-slot="quantity-stepper"
      className={cn('inline-flex items-center gap-1 rounded-lg border border-line-strong bg-surface p-0.5', className)}
    >
      <IconButton aria-label={t('itemPage.quantity.decrease')} size={buttonSize} disabled={disabled || value <= min} onClick={() => commit(value - 1)}>
        <SignIcon plus={false} />
      </IconButton>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit(Number(draft))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(Number(draft));
        }}
        className={cn(
          'w-12 appearance-none bg-transparent text-center font-semibold text-ink tabular-nums [-moz-appearance:textfield] focus-visible:outline-2 focus-visible:outline-focus [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
          size === 'sm' ? 'text-sm' : 'text-base',
        )}
      />
      <IconButton aria-label={t('itemPage.quantity.increase')} size={buttonSize} disabled={disabled || value >= max} onClick={() => commit(value + 1)}>
        <SignIcon plus />
      </IconButton>
    </div>
  );
}
