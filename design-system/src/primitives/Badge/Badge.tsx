import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex max-w-full items-center gap-1 rounded-full border font-semibold whitespace-normal break-words',
  {
    variants: {
      tone: {
        neutral: 'border-neutral-200 bg-neutral-100 text-neutral-800',
        brand: 'border-brand-200 bg-brand-50 text-brand-800',
        accent: 'border-accent-200 bg-accent-50 text-accent-900',
        info: 'border-caspian-200 bg-caspian-50 text-caspian-800',
        success: 'border-success-200 bg-success-50 text-success-800',
        warning: 'border-warning-200 bg-warning-50 text-warning-900',
        danger: 'border-danger-200 bg-danger-50 text-danger-800',
      },
      size: { sm: 'px-2 py-0.5 text-xs', md: 'px-2.5 py-0.5 text-sm' },
    },
    defaultVariants: { tone: 'neutral', size: 'md' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;
export const BADGE_TONES: readonly BadgeTone[] = ['neutral', 'brand', 'accent', 'info', 'success', 'warning', 'danger'];

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** A short status or label, e.g. a merchant's NOT_VERIFIED state. */
export function Badge({ tone, size, className, ...props }: BadgeProps) {
  return (
    <span data-slot="badge" data-tone={tone ?? 'neutral'} className={cn(badgeVariants({ tone, size }), className)} {...props} />
  );
}
