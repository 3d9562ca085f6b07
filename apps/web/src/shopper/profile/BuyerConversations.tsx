import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConversationList, EmptyState, productChatHref } from '@marketplace/design-system';
import { conversationListItem } from '../../conversations/conversationTitle.ts';
import { flattenConversations, useConversations, useLiveConversations } from '../../data/conversations.ts';

/**
 * The buyer's custom-order conversations ("My conversations"), newest activity first with the
 * replies not read yet, kept live; each opens its product page with the chat panel open.
 */
export function BuyerConversations() {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useConversations();
  useLiveConversations();
  const conversations = flattenConversations(list.data);
  const hrefs = new Map(conversations.map((conversation) => [conversation.chatId, productChatHref(conversation.item)]));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-line pt-6">
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
        {t('conversations.buyer.title')}
      </h2>
      <div className="overflow-hidden rounded-lg border border-line bg-surface">
        <ConversationList
          items={conversations.map((conversation) => conversationListItem(conversation, t))}
          state={list.isPending ? 'loading' : list.isError && !list.data ? 'error' : 'ready'}
          onRetry={() => void list.refetch()}
          hrefOf={(id) => hrefs.get(id) ?? '/'}
          onSelect={() => undefined}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          label={t('conversations.buyer.title')}
          empty={
            <EmptyState
              density="compact"
              headingLevel={3}
              title={t('conversations.buyer.emptyTitle')}
              description={t('conversations.buyer.emptyText')}
              action={
                <Button asChild variant="outline" size="sm">
                  <a href="/chate">{t('conversations.buyer.howItWorks')}</a>
                </Button>
              }
            />
          }
        />
      </div>
    </section>
  );
}
