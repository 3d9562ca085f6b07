import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface FormAlertProps {
  /** The (translated) message; nothing renders without one. */
  children?: ReactNode;
  className?: string;
}

/** Where a form reports a failed submit; an alert, so screen readers announce it when it appears. */
export function FormAlert({ children, className }: FormAlertProps) {
  if (children == null || children === false || children === '') return null;
  return (
    <p
      role="alert"
      data-slot="form-alert"
      className={cn(
        'flex items-start gap-2 rounded-md border border-danger-200 bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-800',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor" className="mt-0.5 size-4 shrink-0">
        <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm-.75 3.25h1.5v4.5h-1.5v-4.5Zm0 5.75h1.5V12h-1.5v-1.5Z" />
      </svg>
      <span className="[overflow-wrap:anywhere]">{children}</span>
    </p>
  );
}
