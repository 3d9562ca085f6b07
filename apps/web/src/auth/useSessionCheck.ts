import { useEffect, useState } from 'react';
import { browserSessionProbe } from './browserSessionProbe.ts';
import { validateStoredSessionOnce, type SessionCheck } from './validateStoredSession.ts';

/** The once-per-page check of the stored session ('pending' until the server answered). */
export function useSessionCheck(): SessionCheck | 'pending' {
  const [check, setCheck] = useState<SessionCheck | 'pending'>('pending');
  useEffect(() => {
    let mounted = true;
    void validateStoredSessionOnce(browserSessionProbe).then((result) => {
      if (mounted) setCheck(result);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return check;
}
