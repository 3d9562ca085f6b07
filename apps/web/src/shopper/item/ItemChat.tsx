import { useTranslation } from 'react-i18next';
import { CHAT_ERROR, type Item } from '@marketplace/contract';
import { Button, ChatMaskingNotice, ChatMessageList, ChatPanel, EmptyState } from '@marketplace/design-system';
import { isApiError } from '../../api/ApiError.ts';
import { CUSTOM_ORDER_ERRORS } from '../../chat/customOrderErrors.ts';
import { ConversationPanel } from '../../conversations/ConversationPanel.tsx';
import { useItemContact } from '../../data/conversations.ts';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import { SiteQueryProvider } from '../../data/SiteQueryProvider.tsx';

export interface ItemChatProps {
  item: Pick<Item, 'id' | 'merchantId' | 'clientInfo'>;
  onClose: () => void;
  /** Signs in again (a session that ended meanwhile) and comes back to the open panel. */
  onSignIn: () => void;
  /** The panel's frame (its size and place on the page). */
  frameClassName: string;
}

/** The code of a failed getItemContact: the server's, or spec §8's for a call made without a token or item id. */
function codeOf(error: unknown): string {
  if (isApiError(error)) return error.status === 401 ? CHAT_ERROR.TOKEN_NOT_FOUND : error.code;
  if (error instanceof Error && error.message === CUSTOM_ORDER_ERRORS.TOKEN_NOT_FOUND) return CHAT_ERROR.TOKEN_NOT_FOUND;
  if (error instanceof Error && error.message === CUSTOM_ORDER_ERRORS.ITEM_ID_NOT_FOUND) return CHAT_ERROR.ITEM_ID_NOT_FOUND;
  return 'NETWORK_ERROR';
}

/** Asking again may help after these (the connection, the server, the hourly limit); not after a refusal. */
const RETRYABLE = new Set([
  'NETWORK_ERROR',
  'UNEXPECTED_RESPONSE',
  'INTERNAL',
  'SERVER_BUSY',
  'DATABASE_UNAVAILABLE',
  CHAT_ERROR.CHAT_CONVERSATION_RATE,
]);

function ContactRefused({ code, onRetry, onSignIn }: { code: string; onRetry: () => void; onSignIn: () => void }) {
  const { t } = useTranslation();
  const action =
    code === CHAT_ERROR.TOKEN_NOT_FOUND ? (
      <Button onClick={onSignIn}>{t('conversations.item.signIn')}</Button>
    ) : RETRYABLE.has(code) ? (
      <Button variant="outline" onClick={onRetry}>
        {t('conversations.retry')}
      </Button>
    ) : undefined;
  return (
    <div role="alert" className="m-auto">
      <EmptyState
        density="compact"
        headingLevel={3}
        title={t('conversations.item.openFailed')}
        description={t([`errors.${code}`, 'conversations.tryLater'])}
        action={action}
      />
    </div>
  );
}

function ItemConversation({ item, onClose, onSignIn, frameClassName }: ItemChatProps) {
  const { t } = useTranslation();
  const contact = useItemContact(item.id, item.merchantId);
  const storeName = item.clientInfo.companyName.trim() || t('conversations.unnamedStore');
  if (contact.isSuccess) {
    return (
      <ConversationPanel
        chatId={contact.data}
        viewerSender="user"
        fallbackTitle={storeName}
        onClose={onClose}
        focusComposer
        className={frameClassName}
      />
    );
  }
  return (
    <div className={frameClassName}>
      <ChatPanel title={storeName} onClose={onClose} notice={<ChatMaskingNotice />}>
        {contact.isError ? (
          <ContactRefused code={codeOf(contact.error)} onRetry={() => void contact.refetch()} onSignIn={onSignIn} />
        ) : (
          <ChatMessageList messages={[]} viewerSender="user" counterpartName={storeName} state="loading" />
        )}
      </ChatPanel>
    </div>
  );
}

/**
 * The product page's custom-order chat (spec §2 chat side panel, §7 getItemContact), a chunk of its
 * own: its code, the chat adapter, the live connection and the date library load when the panel
 * opens, never with the page.
 */
export default function ItemChat(props: ItemChatProps) {
  return (
    <SiteQueryProvider client={shopperQueryClient}>
      <ItemConversation {...props} />
    </SiteQueryProvider>
  );
}
