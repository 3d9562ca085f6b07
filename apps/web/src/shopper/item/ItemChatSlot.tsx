import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@marketplace/contract';
import { Button, EmptyState, Skeleton } from '@marketplace/design-system';
import { useShopperAccount } from '../ShopperAccount.tsx';
import { withChatBoxMarker } from './chatBoxMarker.ts';
import type { CustomOrderAccess } from './customOrderAccess.ts';
import { ITEM_CHAT_FRAME } from './itemChatFrame.ts';

// The chat, its adapter, the live connection and the date library: fetched when the panel opens.
const ItemChat = lazy(() => import('./ItemChat.tsx'));

export interface ItemChatSlotProps {
  access: CustomOrderAccess;
  item: Pick<Item, 'id' | 'merchantId' | 'clientInfo'>;
  /** The seller's Messages (on the merchant site). */
  messagesHref: string;
  onClose: () => void;
}

function ChatLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className={`${ITEM_CHAT_FRAME} gap-3 p-4`}>
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-12 w-3/4" />
      <Skeleton className="ms-auto h-12 w-1/2" />
    </div>
  );
}

/**
 * What the product page's side panel holds: the chat with the seller, or for a guest (opened by the
 * chatBox marker) the way to sign in and come back to it, or for the product's own seller the way
 * to their Messages.
 */
export function ItemChatSlot({ access, item, messagesHref, onClose }: ItemChatSlotProps) {
  const { t } = useTranslation();
  const { openLogin } = useShopperAccount();
  // Back to this page with the panel open (spec §6: the remembered address carries the chatBox marker).
  const signIn = () => openLogin({ returnTo: withChatBoxMarker(new URL(window.location.href)) });
  if (access === 'chat') {
    return (
      <Suspense fallback={<ChatLoading />}>
        <ItemChat item={item} onClose={onClose} onSignIn={signIn} frameClassName={ITEM_CHAT_FRAME} />
      </Suspense>
    );
  }
  const action =
    access === 'guest' ? (
      <Button onClick={signIn}>{t('conversations.item.signIn')}</Button>
    ) : (
      <Button asChild variant="outline">
        <a href={messagesHref}>{t('itemPage.customOrder.messages')}</a>
      </Button>
    );
  return (
    <div className="rounded-lg border border-line bg-surface">
      <EmptyState
        density="compact"
        headingLevel={2}
        title={access === 'guest' ? t('conversations.item.guestTitle') : t('conversations.item.ownTitle')}
        description={access === 'guest' ? t('conversations.item.guestText') : t('itemPage.customOrder.own')}
        action={action}
      />
    </div>
  );
}
