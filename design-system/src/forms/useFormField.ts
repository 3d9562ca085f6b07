import { useContext } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { FormFieldContext, FormItemContext } from './formContexts.ts';
import { fieldErrorMessage } from './fieldErrorMessage.ts';

/** The bound field's state (error, message) and the ids of its item's parts. */
export function useFormField() {
  const field = useContext(FormFieldContext);
  const item = useContext(FormItemContext);
  if (!field || !item) throw new Error('Form parts belong inside <FormField> and <FormItem>.');
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  const { error } = getFieldState(field.name, formState);
  return { name: field.name, ...item, invalid: Boolean(error), message: fieldErrorMessage(error) };
}

/** Whether the bound field has an error; for parts that may also be used before their FormItem exists. */
export function useFieldInvalid(): boolean {
  const field = useContext(FormFieldContext);
  if (!field) throw new Error('Form parts belong inside <FormField>.');
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  return getFieldState(field.name, formState).invalid;
}
