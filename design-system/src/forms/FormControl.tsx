import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { controlProps } from '../primitives/Field/fieldWiring.ts';
import { useFormField } from './useFormField.ts';

/**
 * Wraps the single control (Input, Textarea, Select, Checkbox…) and writes into it the field's id,
 * `aria-describedby` (description, then message), `aria-invalid` and `aria-required`.
 * The control's own `aria-describedby` is kept in front.
 */
export function FormControl(props: ComponentProps<typeof Slot>) {
  const { controlId, descriptionId, messageId, hasDescription, hasMessage, invalid, required } = useFormField();
  const wired = controlProps(
    {},
    { controlId, describedBy: [hasDescription && descriptionId, hasMessage && messageId], invalid, required },
  );
  return <Slot {...wired} {...props} />;
}
