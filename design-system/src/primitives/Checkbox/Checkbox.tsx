import { useId, type ComponentProps, type ReactNode } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { Icon, CheckIcon, MinusIcon } from '../Icon/index.ts';

const boxVariants = cva(
  [
    'peer inline-flex shrink-0 items-center justify-center rounded-sm border border-line-strong bg-surface text-white shadow-xs',
    'transition-colors hover:border-brand-600',
    'data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600',
    'data-[state=indeterminate]:border-brand-600 data-[state=indeterminate]:bg-brand-600',
    'aria-[invalid=true]:border-danger-600',
    'disabled:cursor-not-allowed disabled:border-line disabled:bg-sunken disabled:shadow-none',
    'disabled:data-[state=checked]:border-neutral-400 disabled:data-[state=checked]:bg-neutral-400',
    'disabled:data-[state=indeterminate]:border-neutral-400 disabled:data-[state=indeterminate]:bg-neutral-400',
  ],
  {
    variants: {
      size: {
        sm: 'size-4 [&_svg]:size-3',
        md: 'size-5 [&_svg]:size-3.5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> & {
  size?: 'sm' | 'md';
  /** Text next to the box; clicking it toggles the box. */
  label?: ReactNode;
  /** A second, quieter line under the label. */
  description?: ReactNode;
  invalid?: boolean;
};

/**
 * A Radix checkbox: `checked` may be `true`, `false` or `"indeterminate"` (read as
 * `aria-checked="mixed"`), e.g. a parent category whose descendants are partly ticked.
 */
export function Checkbox({ size = 'md', label, description, invalid, className, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const descriptionId = `${boxId}-description`;
  const hasDescription = description != null && description !== false && description !== '';

  const box = (
    <CheckboxPrimitive.Root
      id={boxId}
      data-slot="checkbox"
      aria-invalid={invalid || undefined}
      aria-describedby={hasDescription ? descriptionId : undefined}
      className={cn(boxVariants({ size }), label == null && className)}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
        {/* A heavier stroke than the house icons': the mark is small and white on the brand colour. */}
        <Icon icon={CheckIcon} strokeWidth={3.5} className="group-data-[state=indeterminate]:hidden" />
        <Icon icon={MinusIcon} strokeWidth={3.5} className="hidden group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (label == null) return box;

  return (
    <div
      data-slot="checkbox-field"
      data-disabled={props.disabled || undefined}
      className={cn('group/checkbox flex items-start gap-2.5', className)}
    >
      <span className={cn('flex items-center', size === 'md' ? 'h-6' : 'h-5')}>{box}</span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <label
          htmlFor={boxId}
          className={cn(
            'cursor-pointer text-ink group-data-[disabled]/checkbox:cursor-not-allowed group-data-[disabled]/checkbox:text-ink-muted',
            size === 'md' ? 'text-base' : 'text-sm',
          )}
        >
          {label}
        </label>
        {hasDescription && (
          <span id={descriptionId} className="text-sm text-ink-muted">
            {description}
          </span>
        )}
      </span>
    </div>
  );
}
