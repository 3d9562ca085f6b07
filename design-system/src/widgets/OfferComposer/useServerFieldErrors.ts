import { useEffect, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Where a server's code is looked up, most specific first; a text that is no code is shown as it is. */
const SCOPES = ['offers.errors', 'orders.errors', 'errors'];

/**
 * A refused request's field errors by request path (`priceQepik`, `contact.phone`), each a
 * translation key, an error code or the server's own text: each lands on its form field (the first
 * focused), and the ones no field takes are returned for the form's alert. Read by content, so an
 * app passing a new but equal object on each render does not put them back; clear them (`{}` or
 * nothing) when a new try starts, so the same refusal shows again.
 */
export function useServerFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  errors: Record<string, string> | undefined,
  fieldOf: (path: string) => FieldPath<Values> | null,
): string[] {
  const { i18n } = useTranslation();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const errorsKey = JSON.stringify(errors ?? {});
  useEffect(() => {
    const keyOf = (value: string) => SCOPES.map((scope) => `${scope}.${value}`).find((key) => i18n.exists(key)) ?? value;
    const left: string[] = [];
    let focused = false;
    for (const [path, value] of Object.entries(JSON.parse(errorsKey) as Record<string, string>)) {
      const field = fieldOf(path);
      if (!field) {
        left.push(keyOf(value));
        continue;
      }
      form.setError(field, { type: 'server', message: keyOf(value) }, { shouldFocus: !focused });
      focused = true;
    }
    setUnplaced(left);
    // Only a new set of errors is shown again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorsKey]);
  return unplaced;
}
