import type { FieldError } from 'react-hook-form';

/**
 * The message to show for a field's error. A group (an object or a list of values) may carry no
 * message of its own, only its members' ones: the first of those is shown.
 */
export function fieldErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === 'string' && message !== '') return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'types') continue;
    const nested = fieldErrorMessage(value);
    if (nested) return nested;
  }
  return undefined;
}
