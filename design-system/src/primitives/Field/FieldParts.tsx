import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Icon, CircleAlertIcon } from '../Icon/index.ts';

/** The label above a control; `required` adds the asterisk and, for screen readers, the word. */
export function FieldLabel({ required, className, children, ...props }: ComponentProps<'label'> & { required?: boolean }) {
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
      <Icon icon={CircleAlertIcon} className="mt-0.5" />
      <span>{children}</span>
    </p>
  );
}
