import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { clampQuantity } from '../../rules/quantity.ts';
import { Icon, MinusIcon, PlusIcon } from '../../primitives/Icon/index.ts';

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

/** − [n] + : steps by one within [min, max]; a typed number is kept in range when the field is left. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label,
  disabled = false,
  size = 'md',
  className,
}: QuantityStepperProps) {
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
      <IconButton
        aria-label={t('itemPage.quantity.decrease')}
        size={buttonSize}
        disabled={disabled || value <= min}
        onClick={() => commit(value - 1)}
      >
        <Icon icon={MinusIcon} />
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
      <IconButton
        aria-label={t('itemPage.quantity.increase')}
        size={buttonSize}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
      >
        <Icon icon={PlusIcon} />
      </IconButton>
    </div>
  );
}
