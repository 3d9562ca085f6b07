import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { EmptyIllustration } from './EmptyIllustration.tsx';

const emptyStateVariants = cva('flex flex-col items-center text-center', {
  variants: {
    density: {
      /** Shopper pages: generous, the illustration leads. */
      comfortable: 'gap-4 px-6 py-12 sm:py-16',
      /** Panels and tables in the merchant and admin sites. */
      compact: 'gap-2 px-4 py-6',
    },
  },
  defaultVariants: { density: 'comfortable' },
});

const mediaSize = { comfortable: 'size-24 [&_svg]:size-24', compact: 'size-12 [&_svg]:size-12' } as const;

export type EmptyStateProps = VariantProps<typeof emptyStateVariants> & {
  /** Defaults to a generic "nothing here yet". */
  title?: ReactNode;
  description?: ReactNode;
  /** Replaces the default illustration (an icon or a drawing, decorative). */
  icon?: ReactNode;
  /** A call to action, usually a Button. */
  action?: ReactNode;
  /** Heading level of the title, so it fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** What a list, search or panel shows when it has nothing to show. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  density = 'comfortable',
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const { t } = useTranslation();
  const size = density ?? 'comfortable';
  const Heading = `h${headingLevel}` as const;

  return (
    <div data-slot="empty-state" data-density={size} className={cn(emptyStateVariants({ density: size }), className)}>
      <div aria-hidden="true" className={cn('flex shrink-0 items-center justify-center text-brand-600', mediaSize[size])}>
        {icon ?? <EmptyIllustration />}
      </div>
      <div className="flex max-w-md flex-col gap-1">
        <Heading
          className={cn(
            'text-ink [overflow-wrap:anywhere]',
            size === 'compact' ? 'text-base font-semibold' : 'font-display text-2xl font-semibold',
          )}
        >
          {title ?? t('primitives.emptyState.title')}
        </Heading>
        {description != null && (
          <p className={cn('text-ink-muted', size === 'compact' ? 'text-sm' : 'text-base')}>{description}</p>
        )}
      </div>
      {action != null && (
        <div className={cn('flex flex-wrap justify-center gap-2', size === 'comfortable' && 'mt-2')}>{action}</div>
      )}
    </div>
  );
}
