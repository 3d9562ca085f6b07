import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, type SupportChatStatus } from '@marketplace/contract';
import {
  BlockChatDialog,
  ChatComposer,
  ChatMessageList,
  ChatPanel,
  notify,
  Skeleton,
  SupportChatActions,
  type ChatConnection,
} from '@marketplace/design-system';
import { isApiError } from '../../../api/ApiError.ts';
import { useBrowserOnline } from '../../../conversations/useBrowserOnline.ts';
import { useAdminUsers } from '../../../data/adminUsers.ts';
import { flattenMessages, lastMessageId } from '../../../data/chatHistory.ts';
import { useClientInfo } from '../../../data/profile.ts';
import {
  useAssignSupportChat,
  useLiveSupportChat,
  useSetChatBlocked,
  useSetSupportChatStatus,
  useSupportChat,
  useSupportChatMessages,
} from '../../../data/supportChats.ts';
import { useMarkSupportSeen } from './useMarkSupportSeen.ts';
import { useSupportReplies } from './useSupportReplies.ts';

/**
 * One support conversation as an admin answers it (as `bot`): its messages live, the person's read
 * tick, the assignee, close or reopen, and whether a signed-in writer may chat: blocking them after a
 * confirmation, or letting them write again. Seen messages are marked read by support.
 */
export function SupportConversationPane({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const summary = useSupportChat(chatId);
  const history = useSupportChatMessages(chatId);
  const live = useLiveSupportChat(chatId, history.isSuccess, lastMessageId(history.data));
  const stored = useMemo(() => flattenMessages(history.data), [history.data]);
  useMarkSupportSeen(chatId, stored, history.isSuccess);
  const replies = useSupportReplies(chatId, stored);
  const online = useBrowserOnline();
  const me = useClientInfo().data?.id ?? null;
  const adminUsers = useAdminUsers({ page: 1, type: ACCOUNT_TYPE.ADMIN });
  const admins = (adminUsers.data?.items ?? []).map((admin) => ({ id: admin.id, name: admin.name || admin.identifier }));
  const assign = useAssignSupportChat();
  const setStatus = useSetSupportChatStatus();
  const block = useSetChatBlocked();
  const [askingBlock, setAskingBlock] = useState(false);

  const header = summary.data;
  const title = header ? header.account?.name || t('chat.inbox.guest') : '';
  const closed = header?.status === 'closed';
  const failed = history.isError || summary.isError || live.state === 'refused';
  const connection: ChatConnection = !online ? 'offline' : live.state === 'reconnecting' ? 'reconnecting' : 'online';
  const refused = (error: unknown) =>
    notify.error(t([`errors.${isApiError(error) ? error.code : 'UNEXPECTED_RESPONSE'}`, 'admin.support.toast.failed']));

  const changeStatus = (status: SupportChatStatus) =>
    setStatus.mutate(
      { chatId, status },
      {
        onSuccess: () => notify.success(t(status === 'closed' ? 'admin.support.toast.closed' : 'admin.support.toast.reopened')),
        onError: refused,
      },
    );

  const confirmBlock = (accountId: string) =>
    block.mutate(
      { accountId, blocked: true },
      {
        onSuccess: () => {
          setAskingBlock(false);
          notify.success(t('admin.support.toast.blocked', { name: title }));
        },
      },
    );

  const allowAgain = (accountId: string) =>
    block.mutate(
      { accountId, blocked: false },
      { onSuccess: () => notify.success(t('admin.support.toast.allowed', { name: title })), onError: refused },
    );

  return (
    <>
      <ChatPanel
        title={title || <Skeleton className="h-5 w-40" />}
        subtitle={header ? (header.account ? (header.account.email ?? undefined) : t('admin.support.guestSubtitle')) : undefined}
        connection={connection}
        notice={
          header && (
            <SupportChatActions
              status={header.status}
              onStatusChange={changeStatus}
              statusPending={setStatus.isPending}
              assignee={header.assignedAdmin}
              admins={admins}
              meId={me}
              onAssign={(adminId) => assign.mutate({ chatId, adminId }, { onError: refused })}
              assignPending={assign.isPending}
              account={header.account}
              blocked={header.account?.chatBlocked === true}
              onRequestBlock={() => {
                block.reset();
                setAskingBlock(true);
              }}
              onAllowAgain={() => header.account && allowAgain(header.account.id)}
              allowPending={block.isPending && block.variables?.blocked === false}
            />
          )
        }
        composer={
          <ChatComposer
            onSend={replies.submit}
            sending={replies.sending}
            disabledReason={closed ? 'closed' : undefined}
            disabledText={closed ? t('admin.support.closedComposer') : undefined}
          />
        }
        footer={
          replies.refusal ? (
            <span role="status" className="text-danger-700">
              {t([`errors.${replies.refusal}`, 'admin.support.toast.failed'])}
            </span>
          ) : undefined
        }
      >
        <ChatMessageList
          messages={failed ? [] : [...stored, ...replies.outgoing]}
          viewerSender="bot"
          counterpartName={title}
          state={history.isPending ? 'loading' : failed ? 'error' : 'ready'}
          onRetryLoad={() => void Promise.all([summary.refetch(), history.refetch()])}
          hasEarlier={history.hasNextPage}
          loadingEarlier={history.isFetchingNextPage}
          onLoadEarlier={() => void history.fetchNextPage()}
          counterpartReadUpTo={header?.userLastReadId ?? null}
          onRetryMessage={replies.retry}
        />
      </ChatPanel>
      <BlockChatDialog
        account={askingBlock && header?.account ? header.account : null}
        onCancel={() => setAskingBlock(false)}
        onConfirm={confirmBlock}
        pending={block.isPending}
        errorCode={block.error ? block.error.code : null}
      />
    </>
  );
}
