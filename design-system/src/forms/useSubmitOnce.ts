import { useCallback, useRef, useState } from 'react';

/**
 * Runs a form's submit at most once at a time: a second press while the first is on its way (even
 * in the same moment, before a render) does nothing. `submitting` is true while it runs. A
 * rejection is left to the caller's own reporting (the app passes the refusal back as props), so
 * the form is simply ready for another try.
 */
export function useSubmitOnce() {
  const [submitting, setSubmitting] = useState(false);
  // Set before the first await, so a second press in the same moment finds the call on its way.
  const running = useRef(false);
  const run = useCallback(async (action: () => unknown) => {
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    try {
      await action();
    } catch {
      // Reported by the caller (errors and message props, or its own state).
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, run };
}
