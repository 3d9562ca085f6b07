import type { AriaAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The look shared by every text-like form control (Input, Textarea, Select):
 * one border, one focus treatment, one invalid state driven by `aria-invalid`,
 * so a control wired by Field or react-hook-form needs no extra prop to turn red.
 */
export const controlVariants = cva(
  [
    'w-full min-w-0 rounded-md border border-line-strong bg-surface text-ink shadow-xs',
    'placeholder:text-ink-muted transition-colors',
    'hover:border-neutral-400',
    'focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus',
    'aria-[invalid=true]:border-danger-600 aria-[invalid=true]:focus-visible:outline-danger-600',
    'disabled:cursor-not-allowed disabled:border-line disabled:bg-sunken disabled:text-ink-muted disabled:shadow-none',
  ],
  {
    variants: {
      size: {
        sm: 'px-2.5 text-sm',
        md: 'px-3 text-base',
        lg: 'px-4 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Single-line controls (Input, Select) share a fixed height per size. */
export const singleLineHeights = {
  sm: 'h-8',
  md: 'h-10',
  lg: 'h-12',
} as const;

export type ControlSize = NonNullable<VariantProps<typeof controlVariants>['size']>;

/** `aria-invalid` for a control: set only when invalid, so a valid control carries no attribute. */
export function isInvalid(invalid: boolean | undefined, ariaInvalid: AriaAttributes['aria-invalid']): true | undefined {
  return invalid || (ariaInvalid !== undefined && ariaInvalid !== false && ariaInvalid !== 'false') ? true : undefined;
}
