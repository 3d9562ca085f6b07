import { useCallback, useState } from 'react';
import { errorMessageKeys } from './errorMessage.ts';

export type AsyncResult<T> = { ok: true; value: T } | { ok: false };

/**
 * Runs a form's async callbacks: `pending` names the one under way (so only its button
 * spins), and a rejection leaves the translation keys of its message (errorMessageKeys).
 */
export function useAsyncAction<Name extends string>(fallbackKey: string, scope?: string) {
  const [pending, setPending] = useState<Name | null>(null);
  const [errorKeys, setErrorKeys] = useState<string[] | null>(null);

  const run = useCallback(
    async <T>(name: Name, action: () => Promise<T>): Promise<AsyncResult<T>> => {
      setPending(name);
      setErrorKeys(null);
      try {
        return { ok: true, value: await action() };
      } catch (error) {
        setErrorKeys(errorMessageKeys(error, fallbackKey, scope));
        return { ok: false };
      } finally {
        setPending(null);
      }
    },
    [fallbackKey, scope],
  );

  const clearError = useCallback(() => setErrorKeys(null), []);
  return { pending, errorKeys, run, clearError };
}
