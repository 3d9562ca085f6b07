import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ConversationList,
  EmptyState,
  InboxLayout,
  PageHeading,
  SupportInboxFilters,
  toSupportChatListItem,
} from '@marketplace/design-system';
import { flattenSupportChats, useSupportChats } from '../../../data/supportChats.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { listStateSearch } from '../../listState.ts';
import { useListState } from '../../useListState.ts';
import { SupportConversationPane } from './SupportConversationPane.tsx';
import { SUPPORT_INBOX_PARAMS, supportInboxFilters, supportInboxView, type SupportInboxView } from './supportInboxAddress.ts';

/**
 * `/support`, the Support inbox: every support conversation (guests' too) newest activity first with
 * the user messages no admin has read, filtered by status and assignee, and the open one answered as
 * support; the conversation and the filters are kept in the address. The list follows the live inbox.
 */
export function SupportInboxPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { state, change } = useListState(SUPPORT_INBOX_PARAMS);
  const view = supportInboxView(state.filters);
  const list = useSupportChats({ status: view.status, assigned: view.assigned });
  const chats = flattenSupportChats(list.data);

  const show = (next: Partial<SupportInboxView>) => change({ filters: supportInboxFilters({ ...view, ...next }) });
  const hrefOf = (chatId: string) =>
    `${pathname}${listStateSearch({ page: 1, q: undefined, filters: supportInboxFilters({ ...view, chatId }) })}`;

  return (
    <div className="flex flex-col gap-3 px-3 py-4 sm:px-6">
      <PageMeta title={t('pages.admin.support.title')} noIndex />
      <PageHeading title={t('pages.admin.support.title')} subtitle={t('pages.admin.support.description')} />
      <a href="/support/help" className="w-fit text-sm font-semibold text-caspian-700 underline-offset-4 hover:underline">
        {t('help.admin.listTitle')} →
      </a>
      <InboxLayout
        className="h-[calc(100dvh-12rem)] min-h-[28rem]"
        list={
          <>
            <SupportInboxFilters
              status={view.status}
              onStatusChange={(status) => show({ status })}
              assigned={view.assigned}
              onAssignedChange={(assigned) => show({ assigned })}
            />
            <ConversationList
              items={chats.map(toSupportChatListItem)}
              state={list.isPending ? 'loading' : list.isError && !list.data ? 'error' : 'ready'}
              onRetry={() => void list.refetch()}
              selectedId={view.chatId}
              // Rows are links: the admin site's router takes plain link clicks.
              hrefOf={hrefOf}
              onSelect={() => undefined}
              hasMore={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              label={t('admin.support.listLabel')}
              empty={<EmptyState density="compact" headingLevel={2} title={t('admin.support.empty')} />}
            />
          </>
        }
        conversation={view.chatId === null ? null : <SupportConversationPane key={view.chatId} chatId={view.chatId} />}
        onBack={() => show({ chatId: null })}
      />
    </div>
  );
}
