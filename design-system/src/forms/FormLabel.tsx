import type { ComponentProps } from 'react';
import { FieldLabel } from '../primitives/Field/FieldParts.tsx';
import { useFormField } from './useFormField.ts';

/** The field's label, pointing at its control; the asterisk shows when the FormItem is `required`. */
export function FormLabel(props: Omit<ComponentProps<'label'>, 'htmlFor'>) {
  const { controlId, required } = useFormField();
  return <FieldLabel data-slot="form-label" htmlFor={controlId} required={required} {...props} />;
}
