import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

const spinnerIconVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent align-middle',
  {
    variants: {
      size: { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerSize = NonNullable<VariantProps<typeof spinnerIconVariants>['size']>;

/** The spinning ring alone, hidden from assistive technology: for places that announce busy state themselves. */
export function SpinnerIcon({ size, className }: { size?: SpinnerSize; className?: string }) {
  return <span aria-hidden="true" data-slot="spinner-icon" className={cn(spinnerIconVariants({ size }), className)} />;
}

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  size?: SpinnerSize;
  /** What is loading; defaults to the translated "Loading…". */
  label?: string;
};

/** A loading indicator announced politely to screen readers. */
export function Spinner({ size, label, className, ...props }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" data-slot="spinner" className={cn('inline-flex items-center text-brand-600', className)} {...props}>
      <SpinnerIcon size={size} />
      <span className="sr-only">{label ?? t('primitives.spinner.label')}</span>
    </span>
  );
}
