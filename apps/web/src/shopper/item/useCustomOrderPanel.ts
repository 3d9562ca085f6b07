import { useEffect, useState } from 'react';
import type { Item } from '@marketplace/contract';
import { useStoredSession } from '../../auth/useStoredSession.ts';
import { useShopperAccount } from '../ShopperAccount.tsx';
import { ITEM_CHAT_PANEL_ID, withChatBoxMarker } from './chatBoxMarker.ts';
import { customOrderAccess } from './customOrderAccess.ts';
import { useChatBoxMarker } from './useChatBoxMarker.ts';

/** Where the support launcher learns of the open panel: imported when the panel opens, so the page's own files stay as they were. */
const loadPageChat = () => import('../support/pageChat.ts');

/** Tells the support launcher, which keeps clear of the open panel. */
function announcePanel(open: boolean): void {
  loadPageChat().then(
    (pageChat) => pageChat.setPageChatOpen(open),
    () => undefined,
  );
}

/** Brings the side panel into view: on a phone it sits below the product's details. */
function revealPanel(): void {
  window.requestAnimationFrame(() => document.getElementById(ITEM_CHAT_PANEL_ID)?.scrollIntoView({ block: 'nearest' }));
}

/**
 * The product page's custom order (spec §2 chat side panel, §6): a guest pressing it signs in and
 * comes back to this page with the panel open (the chatBox marker in the remembered address);
 * anyone else gets the panel. The marker in the address opens it too, and is then removed.
 */
export function useCustomOrderPanel(item: Pick<Item, 'merchantId'>) {
  const session = useStoredSession();
  const { openLogin } = useShopperAccount();
  const [open, setOpen] = useState(false);
  const access = customOrderAccess(session, item.merchantId);
  useChatBoxMarker(() => {
    setOpen(true);
    revealPanel();
  });
  useEffect(() => {
    if (!open) return;
    announcePanel(true);
    return () => announcePanel(false);
  }, [open]);

  const press = () => {
    if (access === 'guest') {
      openLogin({ returnTo: withChatBoxMarker(new URL(window.location.href)) });
      return;
    }
    setOpen(true);
    revealPanel();
  };

  const close = () => {
    setOpen(false);
    // Back to the button that opens it, rather than to the top of the page.
    document.querySelector<HTMLElement>(`[aria-controls="${ITEM_CHAT_PANEL_ID}"]`)?.focus();
  };

  return { access, open, press, close };
}
