import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ChatMaskingNotice,
  ChatMessageList,
  ChatPanel,
  EmptyState,
  Skeleton,
  productHref,
} from '@marketplace/design-system';
import { usePublicConfig } from '../../config/usePublicConfig.ts';
import { ConversationPanel } from '../../conversations/ConversationPanel.tsx';
import { MESSAGES_PATH } from '../../conversations/messagesAddress.ts';
import { useConversations } from '../../data/conversations.ts';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import { SiteQueryProvider } from '../../data/SiteQueryProvider.tsx';
import { useShopperAccount } from '../ShopperAccount.tsx';
import type { DemoViewer } from './demoViewer.ts';
import { sampleConversation } from './sampleConversation.ts';

const FRAME = 'flex h-[32rem] flex-col';

/** A guest reads how a conversation with a maker goes, and signs in to write one. */
function SampleChat() {
  const { t } = useTranslation();
  const { openLogin } = useShopperAccount();
  // Dated when shown (and in another language): relative to now, it always reads as recent.
  const messages = useMemo(() => sampleConversation(t, new Date()), [t]);
  return (
    <div className={FRAME}>
      <ChatPanel
        title={t('chatPage.sample.store')}
        subtitle={t('chatPage.sample.label')}
        notice={<ChatMaskingNotice />}
        composer={
          <div className="flex flex-col gap-2 border-t border-line bg-surface p-3 text-sm text-ink sm:flex-row sm:items-center sm:justify-between">
            <p>{t('chatPage.sample.signInText')}</p>
            <Button size="sm" onClick={() => openLogin()}>
              {t('chatPage.sample.signIn')}
            </Button>
          </div>
        }
      >
        <ChatMessageList messages={messages} viewerSender="user" counterpartName={t('chatPage.sample.store')} />
      </ChatPanel>
    </div>
  );
}

/** A signed-in buyer's latest conversation, live; none yet, and the panel says where chats start. */
function LatestConversation() {
  const { t } = useTranslation();
  const list = useConversations();
  const latest = list.data?.pages[0]?.items[0];
  if (list.isPending) {
    return (
      <div aria-busy="true" className={`${FRAME} gap-3 p-4`}>
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-12 w-3/4" />
      </div>
    );
  }
  if (!latest) {
    return (
      <EmptyState
        className="m-auto"
        density="compact"
        headingLevel={3}
        title={list.isError ? t('chat.inbox.error') : t('conversations.buyer.emptyTitle')}
        description={list.isError ? undefined : t('chatPage.panel.empty')}
        action={
          list.isError ? (
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {t('conversations.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <ConversationPanel chatId={latest.chatId} viewerSender={latest.viewerSender} productHref={productHref} className={FRAME} />
  );
}

/** A seller's conversations are in their Messages, on the seller panel. */
function SellerNote() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <EmptyState
      className="m-auto"
      density="compact"
      headingLevel={3}
      title={t('conversations.item.ownTitle')}
      description={t('chatPage.sellerText')}
      action={
        <Button asChild variant="outline" size="sm">
          <a href={`${config.merchantUrl}${MESSAGES_PATH}`}>{t('itemPage.customOrder.messages')}</a>
        </Button>
      }
    />
  );
}

/**
 * Spec §2 `/chate` "Demo chat page": the chat beside the intro. A chunk of its own (the chat
 * widgets, the adapter, the date library), loaded once the page knows who is looking.
 */
export default function DemoChat({ viewer }: { viewer: DemoViewer }) {
  if (viewer === 'guest') return <SampleChat />;
  if (viewer === 'seller') return <SellerNote />;
  return (
    <SiteQueryProvider client={shopperQueryClient}>
      <LatestConversation />
    </SiteQueryProvider>
  );
}
