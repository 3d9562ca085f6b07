import { useState } from 'react';

/**
 * Which of a row's calls is on its way, and `run` to start one. The caller reports a failure (a
 * toast); the row stays as the server last said, and `pending` clears either way.
 */
export function usePendingCall<Kind extends string>() {
  const [pending, setPending] = useState<Kind | null>(null);
  function run(kind: Kind, call: () => Promise<unknown> | void) {
    setPending(kind);
    Promise.resolve()
      .then(call)
      .catch(() => undefined)
      .finally(() => setPending(null));
  }
  return { pending, run };
}
