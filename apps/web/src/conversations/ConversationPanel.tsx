import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@marketplace/contract';
import {
  ChatComposer,
  ChatMaskingNotice,
  ChatMessageList,
  ChatPanel,
  ChatProductCard,
  Image,
  Skeleton,
  cn,
  type ChatConnection,
} from '@marketplace/design-system';
import { flattenMessages, lastMessageId } from '../data/chatHistory.ts';
import { useChatMessages, useConversation, useLiveChat } from '../data/conversations.ts';
import { ConversationHelpRequests } from './ConversationHelpRequests.tsx';
import { ConversationOffers } from './ConversationOffers.tsx';
import { conversationTitle } from './conversationTitle.ts';
import { useBrowserOnline } from './useBrowserOnline.ts';
import { useChatOutbox } from './useChatOutbox.ts';
import { useMarkSeen } from './useMarkSeen.ts';

export interface ConversationPanelProps {
  chatId: string;
  /** The viewer's side until the conversation's header has loaded: `user` for the buyer, `received` for the seller. */
  viewerSender: Conversation['viewerSender'];
  /** The other side's name until the header has loaded (the store's, on its product page). */
  fallbackTitle?: string;
  /** The product card's link; without it no card (on the product's own page). */
  productHref?: (item: Conversation['item']) => string;
  onClose?: () => void;
  /** Puts the cursor in the message field once the panel is ready (opened by a button press). */
  focusComposer?: boolean;
  /** The panel's frame: its size (a height) and place; by default it fills its container. */
  className?: string;
}

/**
 * One custom-order conversation, live (spec §2 chat side panel, §3 custom-order chat document):
 * its history with earlier pages on demand, new messages as they are written on either side, the
 * policy's masking notice, read receipts, the conversation's offer (sent, changed or withdrawn by
 * the seller, accepted into an order by the buyer), and the composer with photo attachments. Seen
 * messages are marked read.
 */
export function ConversationPanel({
  chatId,
  viewerSender,
  fallbackTitle,
  productHref,
  onClose,
  focusComposer = false,
  className,
}: ConversationPanelProps) {
  const { t } = useTranslation();
  const conversation = useConversation(chatId);
  const history = useChatMessages(chatId);
  const live = useLiveChat(chatId, history.isSuccess, lastMessageId(history.data));
  const viewer = conversation.data?.viewerSender ?? viewerSender;
  const stored = useMemo(() => flattenMessages(history.data), [history.data]);
  const outbox = useChatOutbox(chatId, viewer, stored, history.isSuccess);
  useMarkSeen(chatId, stored, history.isSuccess ? viewer : null);
  const online = useBrowserOnline();
  const panelRef = useRef<HTMLDivElement>(null);

  const ready = history.isSuccess;
  useEffect(() => {
    if (focusComposer && ready)
      panelRef.current?.querySelector<HTMLTextAreaElement>('[data-slot="chat-composer"] textarea')?.focus();
  }, [focusComposer, ready]);

  const header = conversation.data;
  const title = header ? conversationTitle(header, t) : (fallbackTitle ?? '');
  const connection: ChatConnection = !online ? 'offline' : live.state === 'reconnecting' ? 'reconnecting' : 'online';
  const failed = history.isError || live.state === 'refused';
  const avatar =
    header?.viewerSender === 'user' && header.seller.profileImage ? (
      <Image
        src={header.seller.profileImage}
        alt=""
        width={80}
        height={80}
        aspectRatio={1}
        className="w-10 shrink-0 rounded-full"
      />
    ) : undefined;

  return (
    <div ref={panelRef} className={cn('flex min-h-0 flex-col', className ?? 'h-full')}>
      <ChatPanel
        title={title || <Skeleton className="h-5 w-40" />}
        avatar={avatar}
        onClose={onClose}
        product={
          header ? (
            <>
              {productHref && (
                <ChatProductCard
                  href={productHref(header.item)}
                  productName={header.item.productName}
                  coverImage={header.item.coverImage}
                  price={header.item.salePrice}
                />
              )}
              <ConversationOffers chatId={chatId} conversation={header} />
              <ConversationHelpRequests chatId={chatId} conversation={header} />
            </>
          ) : undefined
        }
        notice={<ChatMaskingNotice />}
        connection={connection}
        composer={
          <ChatComposer
            onSend={outbox.submit}
            sending={outbox.sending}
            photos={outbox.photos}
            disabledReason={outbox.blocked ? 'blocked' : undefined}
          />
        }
        footer={
          outbox.refusal && !outbox.blocked ? (
            <span role="status" className="text-danger-700">
              {t([`errors.${outbox.refusal}`, 'conversations.sendFailed'])}
            </span>
          ) : undefined
        }
      >
        <ChatMessageList
          messages={failed ? [] : [...stored, ...outbox.outgoing]}
          viewerSender={viewer}
          counterpartName={title}
          state={history.isPending ? 'loading' : failed ? 'error' : 'ready'}
          onRetryLoad={() => void history.refetch()}
          hasEarlier={history.hasNextPage}
          loadingEarlier={history.isFetchingNextPage}
          onLoadEarlier={() => void history.fetchNextPage()}
          counterpartReadUpTo={header?.counterpartLastReadId ?? null}
          onRetryMessage={outbox.retry}
        />
      </ChatPanel>
    </div>
  );
}
