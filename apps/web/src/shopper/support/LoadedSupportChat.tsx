import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer, ChatMessageList, SupportChat } from '@marketplace/design-system';
import { useChatAdapter } from '../../chat/useChatAdapter.ts';
import { replyPreview } from './supportMessages.ts';
import { useSupportConversation } from './useSupportConversation.ts';

export interface LoadedSupportChatProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The welcome bubble is due (decided by the launcher from the first load on). */
  welcome: boolean;
  onDismissWelcome: () => void;
  /** A reply's bubble may show (not while the page's own chat panel is open: it would cover its composer). */
  bubbles: boolean;
  whatsappHref: string | null;
  raised: boolean;
}

/**
 * The support chat with its conversation: a chunk of its own, loaded when the person opens the chat,
 * or after the page is interactive when a support token exists (to watch for replies while closed).
 */
export default function LoadedSupportChat({
  open,
  onOpenChange,
  welcome,
  onDismissWelcome,
  bubbles,
  whatsappHref,
  raised,
}: LoadedSupportChatProps) {
  const { t } = useTranslation();
  const { adapter, error } = useChatAdapter();
  const chat = useSupportConversation(adapter, open);
  const [dismissedReply, setDismissedReply] = useState<string | null>(null);
  const latestReply = chat.unseen.at(-1) ?? null;
  const preview = latestReply && latestReply.id !== dismissedReply ? replyPreview(latestReply.text) : null;
  const firstOnItsWay =
    chat.messages.some((message) => message.delivery === 'sending') && chat.messages.every((message) => message.delivery);

  return (
    <SupportChat
      open={open}
      onOpenChange={onOpenChange}
      welcome={welcome}
      replyPreview={bubbles ? preview : null}
      onDismissBubble={() => {
        onDismissWelcome();
        if (latestReply) setDismissedReply(latestReply.id);
      }}
      hasUnread={chat.unseen.length > 0}
      whatsappHref={whatsappHref ?? undefined}
      connection={chat.connection}
      raised={raised}
      composer={
        <ChatComposer
          onSend={chat.send}
          // Until the first message has its token, a second one would start another chat.
          sending={firstOnItsWay}
          disabledReason={chat.blocked ? 'blocked' : undefined}
        />
      }
    >
      <ChatMessageList
        messages={chat.messages}
        viewerSender="user"
        counterpartName={t('chat.support.title')}
        state={error ? 'error' : chat.state}
        onRetryLoad={error ? () => window.location.reload() : chat.reload}
        hasEarlier={chat.hasEarlier}
        loadingEarlier={chat.loadingEarlier}
        onLoadEarlier={chat.loadEarlier}
        counterpartReadUpTo={chat.staffReadUpTo}
        onRetryMessage={chat.retry}
        empty={<p className="px-6 text-center text-ink-muted">{t('chat.support.empty')}</p>}
      />
    </SupportChat>
  );
}
