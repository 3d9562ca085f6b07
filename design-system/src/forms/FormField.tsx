import { useMemo } from 'react';
import { Controller, type ControllerProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormFieldContext } from './formContexts.ts';

/**
 * One form value (react-hook-form's Controller): `render` receives `field` to spread on the
 * control inside `FormControl`, and the parts inside know which value they describe.
 */
export function FormField<Values extends FieldValues = FieldValues, Name extends FieldPath<Values> = FieldPath<Values>>(
  props: ControllerProps<Values, Name>,
) {
  const context = useMemo(() => ({ name: props.name }), [props.name]);
  return (
    <FormFieldContext.Provider value={context}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}
