import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFocusableWhenScrollable } from './useFocusableWhenScrollable.ts';

/** The dialog's content; it scrolls while header and footer stay put, and takes a tab stop only when it scrolls. */
export function DialogBody({ className, children, ...props }: ComponentProps<'div'>) {
  const [setBody, bodyScrolls] = useFocusableWhenScrollable<HTMLDivElement>();
  return (
    <div
      ref={setBody}
      data-slot="dialog-body"
      // A region that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={bodyScrolls ? 0 : undefined}
      className={cn('min-h-0 flex-1 overflow-y-auto px-5 pb-5 focus-visible:-outline-offset-2 sm:px-6 sm:pb-6', className)}
      {...props}
    >
      {/* One child to observe: the body's own box does not change when its content grows. */}
      <div>{children}</div>
    </div>
  );
}
