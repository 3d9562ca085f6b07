import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { errorCodeOf, errorFieldsOf, errorMessageKeys } from './errorMessage.ts';

export interface ServerErrorOptions<Values extends FieldValues> {
  /** The form field a refused body path belongs to (`editedValues.phoneNumber` → `phoneNumber`), or null. */
  fieldOf: (serverField: string) => FieldPath<Values> | null;
  /**
   * The message put on the field: a translation key, or text. Defaults to the server's own text
   * for that field (FormMessage shows text that is not a key as it is).
   */
  messageOf?: (field: FieldPath<Values>, serverText: string, code: string | null) => string;
  /** The form's own message when the error has no code the catalogue knows (e.g. `profile.saveFailed`). */
  fallbackKey: string;
  /** A screen's own wording tried before `errors.{code}` (see errorMessageKeys). */
  scope?: string;
}

/**
 * Puts a refused submit's field errors (`error.fields`) on the matching form fields, the first
 * one focused, and returns the translation keys for the FormAlert: empty when every refused
 * field is shown on its control; the error's message keys when it names no field, or a field
 * the form does not have.
 */
export function applyServerErrors<Values extends FieldValues>(
  form: { setError: UseFormSetError<Values> },
  error: unknown,
  { fieldOf, messageOf, fallbackKey, scope }: ServerErrorOptions<Values>,
): string[] {
  const code = errorCodeOf(error);
  const refused = Object.entries(errorFieldsOf(error));
  let unplaced = refused.length === 0;
  let focused = false;
  for (const [serverField, serverText] of refused) {
    const field = fieldOf(serverField);
    if (!field) {
      unplaced = true;
      continue;
    }
    const message = messageOf ? messageOf(field, serverText, code) : serverText;
    form.setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return unplaced ? errorMessageKeys(error, fallbackKey, scope) : [];
}
