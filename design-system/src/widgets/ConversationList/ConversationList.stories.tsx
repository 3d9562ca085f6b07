import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { ConversationList, type ConversationListProps } from './ConversationList.tsx';
import { toConversationListItem, toSupportChatListItem } from './conversationListItem.ts';
import { buyerConversations, sellerConversations, supportChats } from './sampleConversations.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

/** The list with its selection held, as an inbox page holds it. */
function Selectable({ onSelect, ...props }: ConversationListProps) {
  const [selectedId, setSelectedId] = useState(props.selectedId ?? null);
  return (
    <ConversationList
      {...props}
      selectedId={selectedId}
      onSelect={(id, event) => {
        setSelectedId(id);
        onSelect(id, event);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Chat/ConversationList',
  component: ConversationList,
  render: (args) => <Selectable {...args} />,
  args: { items: sellerConversations.map(toConversationListItem), onSelect: fn(), onRetry: fn(), onLoadMore: fn() },
  decorators: [
    (Story) => (
      <div className="w-[24rem] max-w-full border border-line bg-surface">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-conversation-row]'));

export const SellerMessages: Story = {
  name: "Seller's Messages: product and buyer, unread counts",
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: t('chat.inbox.label') })).toBeVisible();
    const [first, second, third, fourth] = rowsOf(canvasElement);
    await expect(first).toHaveTextContent('Aysel Məmmədova');
    await expect(first).toHaveTextContent('Nar formalı keramika');
    await expect(first).toHaveAccessibleName(expect.stringContaining(t('chat.inbox.unread', { count: 2 })));
    // A message with only a photo reads "📷 Şəkil".
    await expect(second!.querySelector('[data-slot="conversation-preview"]')).toHaveTextContent(t('chat.inbox.photo'));
    // The seller's own last message starts with "Siz: ".
    await expect(third!.querySelector('[data-slot="conversation-preview"]')).toHaveTextContent(
      `${t('chat.inbox.youPrefix')}Əlbəttə`,
    );
    await expect(third!.querySelector('[data-slot="unread-count"]')).toBeNull();
    await expect(fourth).toHaveTextContent(t('chat.date.longAgo'));
    // The preview stays on one line.
    const preview = first!.querySelector<HTMLElement>('[data-slot="conversation-preview"]')!;
    await expect(preview.getBoundingClientRect().height).toBeLessThanOrEqual(24);
  },
};

export const BuyerConversations: Story = {
  name: "Buyer's conversations: product and store",
  args: { items: buyerConversations.map(toConversationListItem) },
  play: async ({ canvasElement }) => {
    const [first] = rowsOf(canvasElement);
    await expect(first).toHaveTextContent('Nar Atelye');
    await expect(first!.querySelector('[data-slot="conversation-preview"]')).toHaveTextContent(
      `${t('chat.inbox.youPrefix')}Razıyam`,
    );
  },
};

export const SupportInbox: Story = {
  name: 'Admin Support inbox: guest, status, assigned admin',
  args: { items: supportChats.map(toSupportChatListItem) },
  play: async ({ canvasElement }) => {
    const [guest, account, closed] = rowsOf(canvasElement);
    await expect(guest).toHaveTextContent(t('chat.inbox.guest'));
    await expect(guest).toHaveTextContent(t('chat.inbox.unassigned'));
    await expect(guest).toHaveTextContent(t('chat.inbox.open'));
    await expect(account).toHaveTextContent(t('chat.inbox.assignedTo', { name: 'Leyla' }));
    await expect(account).toHaveTextContent('aysel@example.az');
    await expect(closed).toHaveTextContent(t('chat.inbox.closed'));
  },
};

export const SelectionAndKeyboard: Story = {
  name: 'Choosing a conversation, by pointer and keyboard',
  args: { selectedId: 'c1' },
  play: async ({ canvasElement, args, userEvent }) => {
    const rows = rowsOf(canvasElement);
    await expect(rows[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(rows[1]!);
    await expect(args.onSelect).toHaveBeenLastCalledWith('c2', expect.anything());
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await expect(rows[0]).not.toHaveAttribute('aria-current');
    // Up and Down move between rows; Enter opens.
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(rows[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('c3', expect.anything());
    await expect(rows[2]).toHaveAttribute('aria-current', 'true');
  },
};

export const AsLinks: Story = {
  name: 'Rows as links',
  args: { hrefOf: (id: string) => `/messages/${id}`, selectedId: 'c2' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[1]).toHaveAttribute('href', '/messages/c2');
    await expect(links[1]).toHaveAttribute('aria-current', 'true');
  },
};

export const LoadMore: Story = {
  args: { hasMore: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('chat.inbox.loadMore') }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('chat.inbox.loadMore') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('chat.inbox.empty') })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('chat.inbox.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { items: [], state: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('chat.inbox.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('chat.inbox.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  name: 'Phone width',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    for (const row of rowsOf(canvasElement)) await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};
