import { useEffect, useState } from 'react';
import type { PushOfferState } from '@marketplace/design-system';
import { usePublicConfig } from '../config/usePublicConfig.ts';
import { browserSupportsPush, hasPushSubscription, subscribeToPush } from './pushSubscription.ts';

/**
 * The bell's offer of browser notifications: absent where the server has no VAPID key or the
 * browser no Push API; 'on' once this browser is subscribed, 'denied' when the person blocked them.
 */
export function usePushOffer(): { state: PushOfferState; onEnable: () => void } | undefined {
  const { pushPublicKey } = usePublicConfig();
  const supported = Boolean(pushPublicKey) && browserSupportsPush();
  const [state, setState] = useState<PushOfferState>('available');

  useEffect(() => {
    if (!supported) return;
    if (Notification.permission === 'denied') {
      setState('denied');
      return;
    }
    let live = true;
    void hasPushSubscription()
      .then((subscribed) => live && subscribed && setState('on'))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [supported]);

  if (!supported || !pushPublicKey) return undefined;
  return {
    state,
    onEnable: () => {
      setState('busy');
      subscribeToPush(pushPublicKey).then(
        () => setState('on'),
        () => setState(Notification.permission === 'denied' ? 'denied' : 'available'),
      );
    },
  };
}
