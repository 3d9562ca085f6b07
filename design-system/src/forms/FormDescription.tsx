import { useLayoutEffect, type ComponentProps } from 'react';
import { FieldHint } from '../primitives/Field/FieldParts.tsx';
import { useFormField } from './useFormField.ts';

/** Help under the control; the control is described by it. */
export function FormDescription(props: Omit<ComponentProps<'p'>, 'id'>) {
  const { descriptionId, setHasDescription } = useFormField();
  useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return <FieldHint data-slot="form-description" id={descriptionId} {...props} />;
}
