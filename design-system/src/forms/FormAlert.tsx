import type { ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { Icon, CircleAlertIcon, CircleCheckIcon } from '../primitives/Icon/index.ts';

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
      <Icon icon={tone === 'error' ? CircleAlertIcon : CircleCheckIcon} className="mt-0.5" />
      <span className="[overflow-wrap:anywhere]">{children}</span>
    </p>
  );
}
