import { useId, useMemo, useState, type ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { fieldIds } from '../primitives/Field/fieldWiring.ts';
import { FormItemContext } from './formContexts.ts';
import { useFieldInvalid } from './useFormField.ts';

export type FormItemProps = ComponentProps<'div'> & {
  /** Shows the required marker on the label and sets `aria-required` on the control. */
  required?: boolean;
};

/** Label, control, description and message of one field, laid out and spaced like `Field`. */
export function FormItem({ required = false, className, ...props }: FormItemProps) {
  const { controlId, hintId, errorId } = fieldIds(useId());
  const invalid = useFieldInvalid();
  const [hasDescription, setHasDescription] = useState(false);
  const [hasMessage, setHasMessage] = useState(false);
  const context = useMemo(
    () => ({
      controlId,
      descriptionId: hintId,
      messageId: errorId,
      required,
      hasDescription,
      hasMessage,
      setHasDescription,
      setHasMessage,
    }),
    [controlId, hintId, errorId, required, hasDescription, hasMessage],
  );

  return (
    <FormItemContext.Provider value={context}>
      <div
        data-slot="form-item"
        data-invalid={invalid || undefined}
        className={cn('flex flex-col gap-1.5', className)}
        {...props}
      />
    </FormItemContext.Provider>
  );
}
