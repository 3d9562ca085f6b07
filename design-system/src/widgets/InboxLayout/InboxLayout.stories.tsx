import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { ChatComposer } from '../ChatComposer/ChatComposer.tsx';
import { customOrderMessages } from '../ChatMessageBubble/sampleMessages.ts';
import { ChatMessageList } from '../ChatMessageList/ChatMessageList.tsx';
import { ChatPanel } from '../ChatPanel/ChatPanel.tsx';
import { ConversationList } from '../ConversationList/ConversationList.tsx';
import { toConversationListItem } from '../ConversationList/conversationListItem.ts';
import { sellerConversations } from '../ConversationList/sampleConversations.ts';
import { InboxLayout } from './InboxLayout.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const items = sellerConversations.map(toConversationListItem);

/** The seller's Messages page: choosing a row opens its conversation; back (on phones) closes it. */
function MessagesPage({ initial = null, onBack }: { initial?: string | null; onBack: () => void }) {
  const [selectedId, setSelectedId] = useState<string | null>(initial);
  const open = items.find((item) => item.id === selectedId);
  return (
    <InboxLayout
      onBack={() => {
        setSelectedId(null);
        onBack();
      }}
      list={<ConversationList items={items} selectedId={selectedId} onSelect={setSelectedId} />}
      conversation={
        open ? (
          <ChatPanel title={open.title} subtitle={open.subtitle} composer={<ChatComposer onSend={fn()} />}>
            <ChatMessageList messages={customOrderMessages} viewerSender="received" counterpartName={open.title ?? ''} counterpartReadUpTo="17" />
          </ChatPanel>
        ) : null
      }
    />
  );
}

const meta = {
  title: 'Widgets/Chat/InboxLayout',
  component: MessagesPage,
  parameters: { layout: 'fullscreen' },
  args: { onBack: fn() },
  decorators: [
    (Story) => (
      <div className="h-screen bg-paper p-0 md:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessagesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  name: 'Wide screen, nothing chosen yet',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat.inbox.choose'))).toBeVisible();
    await expect(canvas.getByRole('list', { name: t('chat.inbox.label') })).toBeVisible();
  },
};

export const TwoPanes: Story = {
  name: 'Wide screen: list and conversation side by side',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /İlkin Həsənov/ }));
    await expect(canvas.getByRole('region', { name: 'İlkin Həsənov' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: t('chat.inbox.label') })).toBeVisible();
    // The back button is for phones only.
    await expect(canvas.queryByRole('button', { name: t('chat.inbox.back') })).toBeNull();
  },
};

export const PhoneList: Story = {
  name: 'Phone: the list alone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: t('chat.inbox.label') })).toBeVisible();
    await expect(canvas.queryByText(t('chat.inbox.choose'))).not.toBeVisible();
  },
};

export const PhoneConversation: Story = {
  name: 'Phone: the conversation alone, back to the list',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initial: 'c1' },
  play: async ({ canvas, args, userEvent }) => {
    const panel = canvas.getByRole('region', { name: 'Aysel Məmmədova' });
    await expect(panel).toBeVisible();
    await expect(canvas.queryByRole('list', { name: t('chat.inbox.label') })).toBeNull();
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: t('chat.inbox.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('list', { name: t('chat.inbox.label') })).toBeVisible();
  },
};
