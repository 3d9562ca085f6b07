import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import type { ChatListMessage } from '../ChatMessageBubble/chatListMessage.ts';
import { customOrderMessages, minutesBefore, sampleMessage } from '../ChatMessageBubble/sampleMessages.ts';
import { ChatMessageList, type ChatMessageListProps } from './ChatMessageList.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const olderMessages: ChatListMessage[] = Array.from({ length: 8 }, (_, index) =>
  sampleMessage({
    id: String(index + 1),
    sender: index % 2 === 0 ? 'user' : 'received',
    date: minutesBefore(5 * 24 * 60 - index * 30),
    text: index % 2 === 0 ? `Əvvəlki sual ${index + 1}: ölçüsü nə qədərdir?` : `Əvvəlki cavab ${index + 1}: diametri 24 sm-dir.`,
  }),
);

/** The list as a page holds it: older pages put in front, new messages added at the end. */
function LiveList(props: Omit<ChatMessageListProps, 'messages'>) {
  const [messages, setMessages] = useState(customOrderMessages);
  const [hasEarlier, setHasEarlier] = useState(true);
  return (
    <div className="flex h-[26rem] flex-col">
      <ChatMessageList
        {...props}
        messages={messages}
        hasEarlier={hasEarlier}
        onLoadEarlier={() => {
          setMessages((current) => [...olderMessages, ...current]);
          setHasEarlier(false);
        }}
      />
      <button
        type="button"
        className="border-t border-line p-2 text-sm"
        onClick={() =>
          setMessages((current) => [
            ...current,
            sampleMessage({ id: String(100 + current.length), sender: 'received', date: minutesBefore(0) }),
          ])
        }
      >
        A reply arrives
      </button>
    </div>
  );
}

const meta = {
  title: 'Widgets/Chat/ChatMessageList',
  component: ChatMessageList,
  args: {
    messages: customOrderMessages,
    viewerSender: 'user',
    counterpartName: 'Nar Atelye',
    onRetryLoad: fn(),
    onRetryMessage: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex h-[30rem] w-[28rem] max-w-full flex-col border border-line bg-paper">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatMessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

const logOf = (canvas: { getByRole: (role: string) => HTMLElement }) => canvas.getByRole('log');
const atEnd = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight <= 1;

export const Conversation: Story = {
  name: 'A conversation, scrolled to the newest message, with read receipt',
  args: { counterpartReadUpTo: '16' },
  play: async ({ canvas, canvasElement }) => {
    const log = logOf(canvas);
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(log).toHaveAccessibleName(t('chat.list.label'));
    await waitFor(() => expect(atEnd(log)).toBe(true));
    // The seller read up to message 16: the buyer's last message before it (15) carries the tick, the unread 17 none.
    const ticks = canvasElement.querySelectorAll('[data-slot="chat-message-read"]');
    await expect(ticks).toHaveLength(1);
    await expect(ticks[0]!.closest('[data-slot="chat-message"]')).toHaveTextContent('Bəs nə vaxt hazır olar?');
    // Day separators: two days ago, yesterday, today.
    const days = Array.from(canvasElement.querySelectorAll('[data-slot="chat-day"]')).map((day) => day.textContent);
    await expect(days).toEqual(['13.01.2026', t('chat.date.yesterday'), t('chat.date.today')]);
  },
};

export const SellerSide: Story = {
  name: "The seller's side",
  args: { viewerSender: 'received', counterpartName: 'Aysel Məmmədova', counterpartReadUpTo: '16' },
  play: async ({ canvasElement }) => {
    const mine = canvasElement.querySelectorAll('[data-slot="chat-message"][data-mine="true"]');
    await expect(mine).toHaveLength(3);
    await expect(
      canvasElement.querySelector('[data-slot="chat-message-read"]')?.closest('[data-slot="chat-message"]'),
    ).toHaveTextContent('180 ₼');
  },
};

export const LoadEarlierKeepsPlace: Story = {
  name: 'Loading earlier messages keeps the place',
  render: (args) => <LiveList {...args} />,
  play: async ({ canvas, userEvent }) => {
    const log = logOf(canvas);
    log.scrollTop = 0;
    const first = canvas.getByText(/Nar formalı keramika qabını/);
    const topBefore = first.getBoundingClientRect().top;
    await userEvent.click(canvas.getByRole('button', { name: t('chat.list.loadEarlier') }));
    await expect(await canvas.findByText(/Əvvəlki sual 1:/)).toBeInTheDocument();
    // The message that was on screen stays where it was; the older ones are above it.
    await waitFor(() => expect(Math.abs(first.getBoundingClientRect().top - topBefore)).toBeLessThanOrEqual(2));
    await expect(canvas.queryByRole('button', { name: t('chat.list.loadEarlier') })).toBeNull();
  },
};

export const NewMessagesWhileScrolledUp: Story = {
  name: 'A new message while scrolled up: the jump button',
  render: (args) => <LiveList {...args} />,
  play: async ({ canvas, userEvent }) => {
    const log = logOf(canvas);
    await waitFor(() => expect(atEnd(log)).toBe(true));
    // At the end, a reply scrolls into view by itself.
    await userEvent.click(canvas.getByRole('button', { name: 'A reply arrives' }));
    await waitFor(() => expect(atEnd(log)).toBe(true));
    await expect(canvas.queryByRole('button', { name: t('chat.list.newMessages') })).toBeNull();
    // Scrolled up to read, the next reply does not pull the view down; a button offers the jump.
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await userEvent.click(canvas.getByRole('button', { name: 'A reply arrives' }));
    const jump = await canvas.findByRole('button', { name: t('chat.list.newMessages') });
    await expect(log.scrollTop).toBe(0);
    await userEvent.click(jump);
    await waitFor(() => expect(atEnd(log)).toBe(true));
    await expect(canvas.queryByRole('button', { name: t('chat.list.newMessages') })).toBeNull();
  },
};

export const SendingAndFailed: Story = {
  name: 'Messages being sent and one that failed',
  args: {
    messages: [
      ...customOrderMessages,
      sampleMessage({ id: 'pending-a', delivery: 'failed', date: minutesBefore(1), text: 'Ünvanı sonra yazaram.' }),
      sampleMessage({ id: 'pending-b', delivery: 'sending', date: minutesBefore(0), text: 'Çatdırılma Bakıya olacaq.' }),
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(t('chat.message.sending'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('chat.message.retry') }));
    await expect(args.onRetryMessage).toHaveBeenCalledWith(expect.objectContaining({ id: 'pending-a' }));
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('chat.list.empty') })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { messages: [], state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('chat.list.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { messages: [], state: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('chat.list.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('chat.list.retry') }));
    await expect(args.onRetryLoad).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  name: 'Phone width',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { counterpartReadUpTo: '15' },
  play: async ({ canvas }) => {
    const log = logOf(canvas);
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
  },
};
