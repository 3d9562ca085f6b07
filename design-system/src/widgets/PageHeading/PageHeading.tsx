import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions (buttons, links) shown beside the title on wide screens, under it on narrow ones. */
  actions?: ReactNode;
  className?: string;
}

/** The one `<h1>` of a page, with an optional line of context under it. */
export function PageHeading({ title, subtitle, actions, className }: PageHeadingProps) {
  return (
    <div data-slot="page-heading" className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0">
        <h1 className="font-display text-3xl font-semibold text-ink break-words sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-2 max-w-prose text-lg text-ink-muted">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
