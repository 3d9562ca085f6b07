import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/** The label above a control; `required` adds the asterisk and, for screen readers, the word. */
export function FieldLabel({
  required,
  className,
  children,
  ...props
}: ComponentProps<'label'> & { required?: boolean }) {
  const { t } = useTranslation();
  return (
    <label className={cn('text-sm font-semibold text-ink', className)} {...props}>
      {children}
      {required && (
        <>
          <span aria-hidden="true" className="ms-0.5 text-danger-700">
            *
          </span>
          <span className="sr-only"> {t('primitives.field.required')}</span>
        </>
      )}
    </label>
  );
}

/** Help under a control, in muted text. */
export function FieldHint({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="field-hint" className={cn('text-sm text-ink-muted', className)} {...props} />;
}

/** A validation message under a control, with the warning icon. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'> & { children: ReactNode }) {
  return (
    <p
      data-slot="field-error"
      className={cn('flex items-start gap-1.5 text-sm font-medium text-danger-700', className)}
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor" className="mt-0.5 size-4 shrink-0">
        <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm-.75 3.25h1.5v4.5h-1.5v-4.5Zm0 5.75h1.5V12h-1.5v-1.5Z" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
