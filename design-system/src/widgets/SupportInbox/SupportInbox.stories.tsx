import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { ChatComposer } from '../ChatComposer/ChatComposer.tsx';
import { LONG_AZ_TEXT, minutesBefore, sampleMessage } from '../ChatMessageBubble/sampleMessages.ts';
import { ChatMessageList } from '../ChatMessageList/ChatMessageList.tsx';
import { ChatPanel } from '../ChatPanel/ChatPanel.tsx';
import { ConversationList } from '../ConversationList/ConversationList.tsx';
import { toSupportChatListItem } from '../ConversationList/conversationListItem.ts';
import { supportChats } from '../ConversationList/sampleConversations.ts';
import { InboxLayout } from '../InboxLayout/InboxLayout.tsx';
import { SupportChatActions } from './SupportChatActions.tsx';
import { SupportInboxFilters } from './SupportInboxFilters.tsx';
import type { SupportAssignedFilter, SupportStatusFilter } from './types.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const admins = [
  { id: 'ad1', name: 'Leyla' },
  { id: 'ad2', name: 'Nicat' },
];
const messages = [
  sampleMessage({ id: '31', sender: 'user', date: minutesBefore(40), text: LONG_AZ_TEXT }),
  sampleMessage({
    id: '32',
    sender: 'bot',
    date: minutesBefore(30),
    text: 'Salam, Aysel xanım! Sifarişinizi ustaya ötürürük, bir saat ərzində cavab verəcəyik.',
  }),
  sampleMessage({ id: '33', sender: 'user', date: minutesBefore(4), text: 'Çox sağ olun, gözləyirəm.' }),
];

/** The admin's Support inbox as its page composes it: filters and conversations beside the open one with its controls. */
function SupportInboxPage({ initial, onReply }: { initial: string | null; onReply: (text: string) => void }) {
  const [selectedId, setSelectedId] = useState<string | null>(initial);
  const [status, setStatus] = useState<SupportStatusFilter>('all');
  const [assigned, setAssigned] = useState<SupportAssignedFilter>('any');
  const chats = supportChats.filter((chat) => status === 'all' || chat.status === status);
  const open = supportChats.find((chat) => chat.chatId === selectedId);
  return (
    <InboxLayout
      className="h-full"
      onBack={() => setSelectedId(null)}
      list={
        <>
          <SupportInboxFilters status={status} onStatusChange={setStatus} assigned={assigned} onAssignedChange={setAssigned} />
          <ConversationList
            items={chats.map(toSupportChatListItem)}
            selectedId={selectedId}
            onSelect={setSelectedId}
            label={t('admin.support.listLabel')}
          />
        </>
      }
      conversation={
        open ? (
          <ChatPanel
            title={open.account?.name ?? t('chat.inbox.guest')}
            subtitle={open.account?.email ?? (open.account ? undefined : t('admin.support.guestSubtitle'))}
            notice={
              <SupportChatActions
                status={open.status}
                onStatusChange={fn()}
                assignee={open.assignedAdmin}
                admins={admins}
                meId="ad1"
                onAssign={fn()}
                account={open.account}
                blocked={open.account?.chatBlocked}
                onRequestBlock={fn()}
                onAllowAgain={fn()}
              />
            }
            composer={
              <ChatComposer
                onSend={onReply}
                disabledReason={open.status === 'closed' ? 'closed' : undefined}
                disabledText={open.status === 'closed' ? t('admin.support.closedComposer') : undefined}
              />
            }
          >
            <ChatMessageList
              messages={messages}
              viewerSender="bot"
              counterpartName={open.account?.name ?? t('chat.inbox.guest')}
              counterpartReadUpTo="32"
            />
          </ChatPanel>
        ) : null
      }
    />
  );
}

const meta = {
  title: 'Widgets/SupportInbox/SupportInbox',
  component: SupportInboxPage,
  parameters: { layout: 'fullscreen' },
  args: { initial: 's2', onReply: fn() },
  decorators: [
    (Story) => (
      <div className="h-screen bg-paper p-0 md:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportInboxPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AnswersAsSupport: Story = {
  name: 'Wide screen: the conversation with its controls, answered as support',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const panel = canvas.getByRole('region', { name: 'Aysel Məmmədova' });
    await expect(panel).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('admin.support.assign.label') })).toHaveDisplayValue(
      t('admin.support.assign.me', { name: 'Leyla' }),
    );
    const field = canvas.getByRole('textbox', { name: t('chat.composer.label') });
    await userEvent.type(field, '   {Enter}');
    await expect(args.onReply).not.toHaveBeenCalled();
    await userEvent.type(field, 'Sifarişiniz hazırdır.{Enter}');
    await expect(args.onReply).toHaveBeenCalledWith('Sifarişiniz hazırdır.');
  },
};

export const ClosedConversation: Story = {
  name: 'A closed conversation: reopen to reply',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { initial: 's3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('admin.support.reopen') })).toBeVisible();
    await expect(canvas.getByText(t('admin.support.closedComposer'))).toBeVisible();
  },
};

export const GuestOnPhone: Story = {
  name: 'Phone: a guest’s conversation alone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initial: 's1' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: t('chat.inbox.guest') });
    await expect(panel).toBeVisible();
    await expect(canvas.getByText(t('admin.support.guestSubtitle'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('admin.support.block') })).toBeNull();
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
