import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Actions at the bottom, always in view: stacked (main action on top) on phones, right-aligned from `sm`. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        'flex shrink-0 flex-col-reverse gap-2 border-t border-line px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:px-6',
        className,
      )}
      {...props}
    />
  );
}
