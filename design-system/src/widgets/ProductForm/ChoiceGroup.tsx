import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface Choice<Value extends string | number> {
  value: Value;
  label: ReactNode;
  hint?: ReactNode;
}

export interface ChoiceGroupProps<Value extends string | number> {
  legend: ReactNode;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
  /** `segmented`: one row of short labels; `cards`: a card per choice with its hint. */
  look?: 'segmented' | 'cards';
  className?: string;
}

/** Native radio buttons (arrow keys move between them) drawn as a segmented switch or as cards. */
export function ChoiceGroup<Value extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
  disabled,
  look = 'segmented',
  className,
}: ChoiceGroupProps<Value>) {
  const baseId = useId();
  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-1.5', className)} disabled={disabled}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div
        className={
          look === 'segmented'
            ? 'inline-flex flex-wrap gap-1 self-start rounded-lg border border-line-strong bg-sunken p-1'
            : 'grid gap-2 sm:grid-cols-3'
        }
      >
        {choices.map((choice) => {
          const id = `${baseId}-${choice.value}`;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className={cn(
                'cursor-pointer text-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                look === 'segmented'
                  ? 'rounded-md px-3 py-1.5 text-sm font-semibold has-[:checked]:bg-surface has-[:checked]:text-brand-700 has-[:checked]:shadow-xs'
                  : 'flex flex-col gap-0.5 rounded-lg border border-line-strong bg-surface p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50',
              )}
            >
              <input
                type="radio"
                id={id}
                name={name}
                value={String(choice.value)}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              <span className={look === 'cards' ? 'text-sm font-semibold' : undefined}>{choice.label}</span>
              {choice.hint && <span className="text-sm text-ink-muted">{choice.hint}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
