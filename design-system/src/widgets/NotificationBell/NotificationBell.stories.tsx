import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { InboxNotification } from '@marketplace/contract';
import { NotificationBell, type NotificationBellProps } from './NotificationBell.tsx';
import { NotificationList, type NotificationListProps } from './NotificationList.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const inbox: InboxNotification[] = [
  {
    id: 'a',
    title: 'Novruz endirimi',
    content: 'Bütün xalçalara 20% endirim',
    link: '/companies',
    sentAt: '2026-11-27T06:00:00.000Z',
    read: false,
  },
  {
    id: 'b',
    title: 'Sifarişiniz yoldadır',
    content: 'Kuryer bu gün gələcək',
    link: null,
    sentAt: '2026-11-26T12:30:00.000Z',
    read: true,
  },
];

type Args = Omit<NotificationBellProps, 'open' | 'onOpenChange' | 'children'> & {
  list: Omit<NotificationListProps, 'onOpen' | 'onRetry'>;
  onOpen: NotificationListProps['onOpen'];
  onRetry: () => void;
  defaultOpen?: boolean;
};

function Bell({ list, onOpen, onRetry, defaultOpen = false, ...props }: Args) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <div className="flex justify-end p-4">
      <NotificationBell {...props} open={open} onOpenChange={setOpen}>
        <NotificationList {...list} onOpen={onOpen} onRetry={onRetry} />
      </NotificationBell>
    </div>
  );
}

const meta = {
  title: 'Widgets/NotificationBell',
  component: Bell,
  parameters: { layout: 'fullscreen' },
  args: { unread: 1, list: { state: 'ready', items: inbox }, onOpen: fn(), onRetry: fn(), onMarkAllRead: fn() },
  decorators: [
    (Story) => (
      <div className="min-h-[34rem] w-[26rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Bell>;
export default meta;
type Story = StoryObj<typeof meta>;

const bell = () => screen.getByRole('button', { name: new RegExp(`^${t('notifications.bell.label')}`) });

export const NoUnread: Story = {
  args: { unread: 0, list: { state: 'ready', items: inbox.map((item) => ({ ...item, read: true })) } },
  play: async () => {
    await expect(bell()).toHaveAccessibleName(t('notifications.bell.label'));
    await expect(bell().querySelector('[data-slot="unread-count"]')).toBeNull();
  },
};

export const SomeUnread: Story = {
  args: { unread: 7 },
  play: async () => {
    await expect(bell()).toHaveAccessibleName(t('notifications.bell.labelWithCount', { count: 7 }));
    await expect(bell()).toHaveTextContent('7');
  },
};

export const ManyUnread: Story = {
  args: { unread: 250 },
  play: async () => {
    await expect(bell()).toHaveAccessibleName(t('notifications.bell.labelMany', { max: 99 }));
    await expect(bell()).toHaveTextContent('99+');
  },
};

export const OpenList: Story = {
  play: async ({ args }) => {
    await userEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: t('notifications.bell.title') });
    // The unread one is told apart (bold, and "unread" to a screen reader); the one with a link is a link.
    const link = within(dialog).getByRole('link', { name: /Novruz endirimi/ });
    await expect(link).toHaveAttribute('href', '/companies');
    await expect(link).toHaveTextContent(t('notifications.bell.unread'));
    const plain = within(dialog).getByRole('button', { name: /Sifarişiniz yoldadır/ });
    await userEvent.click(plain);
    await expect(args.onOpen).toHaveBeenCalledWith(inbox[1]);
    await userEvent.click(within(dialog).getByRole('button', { name: t('notifications.bell.markAllRead') }));
    await expect(args.onMarkAllRead).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { unread: null, list: { state: 'loading', items: [] }, defaultOpen: true },
  play: async () => {
    await expect(await screen.findByLabelText(t('notifications.bell.loading'))).toHaveAttribute('aria-busy', 'true');
    await expect(bell().querySelector('[data-slot="unread-count"]')).toBeNull();
  },
};

export const Failed: Story = {
  args: { list: { state: 'error', items: [] }, defaultOpen: true },
  play: async ({ args }) => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(t('notifications.bell.error'));
    await userEvent.click(within(alert).getByRole('button', { name: t('notifications.bell.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { unread: 0, list: { state: 'ready', items: [] }, defaultOpen: true },
  play: async () => {
    await expect(await screen.findByText(t('notifications.bell.empty'))).toBeVisible();
    await expect(screen.queryByRole('button', { name: t('notifications.bell.markAllRead') })).toBeNull();
  },
};

export const OffersPush: Story = {
  args: { defaultOpen: true, push: { state: 'available', onEnable: fn() } },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: t('notifications.push.enable') }));
    await expect(args.push?.onEnable).toHaveBeenCalled();
  },
};

export const PushOn: Story = {
  args: { defaultOpen: true, push: { state: 'on', onEnable: fn() } },
  play: async () => {
    await expect(await screen.findByText(t('notifications.push.on'))).toBeVisible();
  },
};

export const PushBlocked: Story = {
  args: { defaultOpen: true, push: { state: 'denied', onEnable: fn() } },
  play: async () => {
    await expect(await screen.findByText(t('notifications.push.denied'))).toBeVisible();
    await expect(screen.queryByRole('button', { name: t('notifications.push.enable') })).toBeNull();
  },
};

export const PushAsking: Story = {
  args: { defaultOpen: true, push: { state: 'busy', onEnable: fn() } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: t('notifications.push.enable') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { unread: 3, defaultOpen: true },
  play: async () => {
    await expect(bell()).toHaveAccessibleName('Уведомления, 3 непрочитанных');
    await expect(await screen.findByRole('dialog', { name: 'Уведомления' })).toBeVisible();
  },
};
