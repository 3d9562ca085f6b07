import { useEffect, useState } from 'react';
import type { assessPassword } from '@marketplace/contract/password-strength';

export type PasswordEstimator = typeof assessPassword;

/**
 * The password rule's estimator (zxcvbn and its dictionaries, far larger than the popup), loaded
 * when a step that sets a password opens: null until it has come, and when `enabled` is false.
 * Should it fail to load, the server's own check still answers why a password is refused.
 */
export function usePasswordEstimator(enabled: boolean): PasswordEstimator | null {
  const [estimator, setEstimator] = useState<PasswordEstimator | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let wanted = true;
    import('@marketplace/contract/password-strength').then(
      (rule) => {
        if (wanted) setEstimator(() => rule.assessPassword);
      },
      () => undefined,
    );
    return () => {
      wanted = false;
    };
  }, [enabled]);
  return enabled ? estimator : null;
}
