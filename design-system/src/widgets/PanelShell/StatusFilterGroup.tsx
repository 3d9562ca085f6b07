import { cn } from '../../lib/cn.ts';

export interface StatusFilterGroupProps<Value extends string> {
  label: string;
  values: readonly Value[];
  value: Value;
  onChange: (value: Value) => void;
  labelOf: (value: Value) => string;
}

/** A panel list's status filter: one pressed button of a few (all / active / hidden…). */
export function StatusFilterGroup<Value extends string>({
  label,
  values,
  value,
  onChange,
  labelOf,
}: StatusFilterGroupProps<Value>) {
  return (
    <div role="group" aria-label={label} className="inline-flex w-fit flex-wrap rounded-lg border border-line bg-surface p-1">
      {values.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'min-h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-focus',
            value === option ? 'bg-brand-600 text-white' : 'text-ink hover:bg-sunken',
          )}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
