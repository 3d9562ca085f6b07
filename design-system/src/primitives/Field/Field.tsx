import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldError, FieldHint, FieldLabel } from './FieldParts.tsx';
import { controlProps, fieldIds, isShown, type FieldControlProps } from './fieldWiring.ts';

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
 * Label, hint and error around one control: the label points at the control, the control is
 * described by the hint and the error and carries `aria-invalid` while there is an error.
 * Forms built on react-hook-form use the same wiring through `FormItem` and `FormControl`.
 */
export function Field({ label, children, hint, error, required, className }: FieldProps) {
  const { controlId, hintId, errorId } = fieldIds(useId());
  const hasHint = isShown(hint);
  const hasError = isShown(error);
  const wired = controlProps(children.props, {
    controlId,
    describedBy: [hasHint && hintId, hasError && errorId],
    invalid: hasError,
    required: Boolean(required),
  });

  return (
    <div data-slot="field" data-invalid={hasError || undefined} className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={wired.id} required={required}>
        {label}
      </FieldLabel>
      {cloneElement(children, wired)}
      {hasHint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
