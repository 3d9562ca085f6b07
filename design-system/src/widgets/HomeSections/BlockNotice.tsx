import type { ReactNode } from 'react';

/** A quiet line where a block's list would be: it could not be read, or it is empty (spec §8). */
export function BlockNotice({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'warning' }) {
  return (
    <p
      data-slot="block-notice"
      role={tone === 'warning' ? 'status' : undefined}
      className={
        tone === 'warning'
          ? 'col-span-full w-full! rounded-md border border-warning-200 bg-warning-50 px-4 py-3 text-sm text-warning-900'
          : 'col-span-full w-full! rounded-md bg-sunken px-4 py-3 text-sm text-ink-muted'
      }
    >
      {children}
    </p>
  );
}
