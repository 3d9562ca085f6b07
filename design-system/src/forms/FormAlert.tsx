import type { ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';

const alertVariants = cva('flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm font-medium', {
  variants: {
    tone: {
      error: 'border-danger-200 bg-danger-50 text-danger-800',
      success: 'border-success-200 bg-success-50 text-success-800',
    },
  },
});

export interface FormAlertProps {
  /** The (translated) message; nothing renders without one. */
  children?: ReactNode;
  /** `error` (default): a failed submit, announced at once. `success`: a saved form, announced politely. */
  tone?: 'error' | 'success';
  className?: string;
}

/** Where a form reports the outcome of a submit that belongs to no single field. */
export function FormAlert({ children, tone = 'error', className }: FormAlertProps) {
  if (children == null || children === false || children === '') return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-slot="form-alert"
      data-tone={tone}
      className={cn(alertVariants({ tone }), className)}
    >
      {tone === 'error' ? (
        <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor" className="mt-0.5 size-4 shrink-0">
          <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm-.75 3.25h1.5v4.5h-1.5v-4.5Zm0 5.75h1.5V12h-1.5v-1.5Z" />
        </svg>
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="mt-0.5 size-4 shrink-0"
        >
          <circle cx="8" cy="8" r="6.25" />
          <path d="m5.25 8.25 1.9 1.9 3.6-4" />
        </svg>
      )}
      <span className="[overflow-wrap:anywhere]">{children}</span>
    </p>
  );
}
