import { useEffect } from 'react';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import { AccountDialogs } from '../auth/AccountDialogs.tsx';
import type { AuthMode } from '../auth/useAccountFlow.ts';
import { useBrowserAccountFlow } from '../auth/useBrowserAccountFlow.ts';
import { forgetPendingCartAdd } from './pendingCartAdd.ts';

export interface PopupRequest {
  mode: AuthMode;
  /** A new id opens the popup again, even in the same mode. */
  id: number;
  /** The control that asked for the popup: focus returns there when it closes. */
  opener: HTMLElement | null;
}

/** The auth popup and conflict screen of the shopper site; loaded on the first request to sign in. */
export default function ShopperAccountDialogs({ request }: { request: PopupRequest }) {
  const flow = useBrowserAccountFlow('shopper');
  const { openPopup } = flow;
  useEffect(() => {
    openPopup(request.mode, '', request.opener);
  }, [openPopup, request.id, request.mode, request.opener]);
  // Closed without signing in: an add to cart asked for before must not happen at a later sign-in.
  return <AccountDialogs flow={flow} accountType={ACCOUNT_TYPE.CLIENT} policyHref="/policy" onDismiss={forgetPendingCartAdd} />;
}
