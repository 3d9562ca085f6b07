import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConversationList, EmptyState, InboxLayout, PageHeading, productHref } from '@marketplace/design-system';
import { usePublicConfig } from '../../../config/usePublicConfig.ts';
import { ConversationPanel } from '../../../conversations/ConversationPanel.tsx';
import { conversationListItem } from '../../../conversations/conversationTitle.ts';
import { MESSAGES_PATH, messagesHref, openChatOf } from '../../../conversations/messagesAddress.ts';
import { flattenConversations, useConversations } from '../../../data/conversations.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';

/**
 * The seller's Messages: the custom-order conversations of their products, newest activity first
 * with what each buyer has not had read, and the open one (`?chat=` in the address) answered live,
 * with a card linking the product on the shopper site. The list follows the live inbox.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const chatId = openChatOf(location.search);
  const list = useConversations();
  const conversations = flattenConversations(list.data);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 lg:px-8">
      <PageMeta title={t('pages.merchant.messages.title')} description={t('pages.merchant.messages.description')} noIndex />
      <PageHeading title={t('pages.merchant.messages.title')} subtitle={t('pages.merchant.messages.description')} />
      <InboxLayout
        className="h-[calc(100dvh-14rem)] min-h-[28rem]"
        list={
          <ConversationList
            items={conversations.map((conversation) => conversationListItem(conversation, t))}
            state={list.isPending ? 'loading' : list.isError && !list.data ? 'error' : 'ready'}
            onRetry={() => void list.refetch()}
            selectedId={chatId}
            // Rows are links: the panel's router takes plain link clicks.
            hrefOf={messagesHref}
            onSelect={() => undefined}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            empty={
              <EmptyState
                density="compact"
                headingLevel={2}
                title={t('conversations.seller.emptyTitle')}
                description={t('conversations.seller.emptyText')}
              />
            }
          />
        }
        conversation={
          chatId === null ? null : (
            <ConversationPanel
              key={chatId}
              chatId={chatId}
              viewerSender="received"
              productHref={(item) => new URL(productHref(item), config.siteUrl).href}
            />
          )
        }
        onBack={() => void navigate(MESSAGES_PATH)}
      />
    </div>
  );
}
