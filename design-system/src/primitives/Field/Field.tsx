import { cloneElement, useId, type AriaAttributes, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/** What Field writes into its control so that assistive technology reads label, hint and error together. */
type FieldControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-required'?: AriaAttributes['aria-required'];
};

export type FieldProps = {
  label: ReactNode;
  /** The single form control: Input, Textarea, Select or any element taking `id` and aria props. */
  children: ReactElement<FieldControlProps>;
  /** Help shown under the control. */
  hint?: ReactNode;
  /** The (already translated) validation message; its presence marks the control invalid. */
  error?: ReactNode;
  /** Shows the required marker and sets `aria-required` on the control. */
  required?: boolean;
  className?: string;
};

/**
 * Label, hint and error around one control, wired the way shadcn's FormControl does it:
 * the label points at the control, the control is described by the hint and the error
 * and carries `aria-invalid` while there is an error.
 */
export function Field({ label, children, hint, error, required, className }: FieldProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const controlId = children.props.id ?? `${baseId}-control`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const hasHint = hint != null && hint !== false && hint !== '';
  const hasError = error != null && error !== false && error !== '';

  const describedBy = [children.props['aria-describedby'], hasHint && hintId, hasError && errorId]
    .filter(Boolean)
    .join(' ');

  const control = cloneElement(children, {
    id: controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': hasError ? true : children.props['aria-invalid'],
    'aria-required': required ? true : children.props['aria-required'],
  });

  return (
    <div data-slot="field" data-invalid={hasError || undefined} className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="ms-0.5 text-danger-700">
              *
            </span>
            <span className="sr-only"> {t('primitives.field.required')}</span>
          </>
        )}
      </label>
      {control}
      {hasHint && (
        <p id={hintId} data-slot="field-hint" className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} data-slot="field-error" className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor" className="mt-0.5 size-4 shrink-0">
            <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm-.75 3.25h1.5v4.5h-1.5v-4.5Zm0 5.75h1.5V12h-1.5v-1.5Z" />
          </svg>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
