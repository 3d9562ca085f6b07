import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { ChatComposer } from '../ChatComposer/ChatComposer.tsx';
import type { ChatListMessage } from '../ChatMessageBubble/chatListMessage.ts';
import { customOrderMessages, LONG_AZ_TEXT, minutesBefore, sampleMessage } from '../ChatMessageBubble/sampleMessages.ts';
import { ChatMessageList } from '../ChatMessageList/ChatMessageList.tsx';
import { ChatPanel } from '../ChatPanel/ChatPanel.tsx';
import { ConversationList } from '../ConversationList/ConversationList.tsx';
import { toConversationListItem } from '../ConversationList/conversationListItem.ts';
import { sellerConversations } from '../ConversationList/sampleConversations.ts';
import { InboxLayout } from './InboxLayout.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const items = sellerConversations.map(toConversationListItem);

/** Thirty messages, every third a long one: far taller than any screen. */
const longConversation: ChatListMessage[] = Array.from({ length: 30 }, (_, index) =>
  sampleMessage({
    id: String(300 + index),
    sender: index % 2 === 0 ? 'user' : 'received',
    date: minutesBefore((30 - index) * 45),
    text: index % 3 === 0 ? LONG_AZ_TEXT : `Mesaj ${index + 1}: ölçü, rəng və çatdırılma barədə bir neçə sual.`,
  }),
);

/** The seller's Messages page: choosing a row opens its conversation; back (on phones) closes it. */
function MessagesPage({
  initial = null,
  messages = customOrderMessages,
  className,
  onBack,
}: {
  initial?: string | null;
  messages?: ChatListMessage[];
  /** The height the page gives the layout. */
  className?: string;
  onBack: () => void;
}) {
  const [selectedId, setSelectedId] = useState<string | null>(initial);
  const open = items.find((item) => item.id === selectedId);
  return (
    <InboxLayout
      className={className}
      onBack={() => {
        setSelectedId(null);
        onBack();
      }}
      list={<ConversationList items={items} selectedId={selectedId} onSelect={setSelectedId} />}
      conversation={
        open ? (
          <ChatPanel title={open.title} subtitle={open.subtitle} composer={<ChatComposer onSend={fn()} />}>
            <ChatMessageList
              messages={messages}
              viewerSender="received"
              counterpartName={open.title ?? ''}
              counterpartReadUpTo="17"
            />
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
  args: { onBack: fn(), className: 'h-full' },
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

/**
 * The layout keeps to the height the page gives it: a conversation taller than the screen scrolls
 * inside its pane, and the composer stays on screen.
 */
async function expectConversationScrollsInside(
  canvasElement: HTMLElement,
  canvas: { getByRole: (role: string, options?: object) => HTMLElement },
) {
  const layout = canvasElement.querySelector<HTMLElement>('[data-slot="inbox-layout"]')!;
  await expect(layout.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  const log = canvas.getByRole('log');
  await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
  const field = canvas.getByRole('textbox', { name: t('chat.composer.label') }).getBoundingClientRect();
  await expect(field.height).toBeGreaterThan(0);
  await expect(field.bottom).toBeLessThanOrEqual(Math.min(window.innerHeight, layout.getBoundingClientRect().bottom));
}

export const LongConversation: Story = {
  name: 'Wide screen: a long conversation scrolls inside its pane, the composer on screen',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  // As the pages size it: the screen under their heading, never less than a usable inbox.
  args: { initial: 'c1', messages: longConversation, className: 'h-[calc(100dvh-2rem)] min-h-[24rem]' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Aysel Məmmədova' })).toBeVisible();
    await expectConversationScrollsInside(canvasElement, canvas);
  },
};

export const PhoneLongConversation: Story = {
  name: 'Phone: a long conversation scrolls inside its pane, the composer on screen',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // At most the screen's height, in a box of no set height: the layout never grows past it.
  args: { initial: 'c1', messages: longConversation, className: 'max-h-dvh' },
  decorators: [
    (Story) => (
      <div>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Aysel Məmmədova' })).toBeVisible();
    await expectConversationScrollsInside(canvasElement, canvas);
  },
};
