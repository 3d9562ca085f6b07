import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import type { AdminNotification } from '@marketplace/contract';
import { ScheduledNotifications } from './ScheduledNotifications.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const items: AdminNotification[] = [
  {
    id: 'n3',
    title: 'Novruz endirimi',
    content: 'Bütün xalçalara 20% endirim',
    target: 'all',
    link: '/companies',
    send: true,
    scheduledAt: '2027-03-20T06:00:00.000Z',
    status: 'scheduled',
    sentAt: null,
    createdAt: '2026-11-20T08:00:00.000Z',
  },
  {
    id: 'n2',
    title: 'Yeni kateqoriya',
    content: 'Keramika bölməsi açıldı',
    target: 'partner',
    link: null,
    send: false,
    scheduledAt: '2026-11-25T05:30:00.000Z',
    status: 'sent',
    sentAt: '2026-11-25T05:30:02.000Z',
    createdAt: '2026-11-24T08:00:00.000Z',
  },
  {
    id: 'n1',
    title: 'Texniki işlər',
    content: 'Sayt gecə 02:00-da 10 dəqiqəlik bağlanacaq',
    target: 'user',
    link: null,
    send: false,
    scheduledAt: '2026-11-22T22:00:00.000Z',
    status: 'cancelled',
    sentAt: null,
    createdAt: '2026-11-21T08:00:00.000Z',
  },
];

const meta = {
  title: 'Widgets/ScheduledNotifications',
  component: ScheduledNotifications,
  args: {
    state: 'ready',
    items,
    total: 3,
    page: 1,
    pageCount: 1,
    hrefForPage: (n: number) => `/notifications?page=${n}`,
    onCancel: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScheduledNotifications>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(t('notifications.list.total', { count: 3 }))).toBeVisible();
    const scheduled = canvas.getByRole('listitem', { name: 'Novruz endirimi' });
    // 06:00 UTC is 10.00 in Baku.
    await expect(within(scheduled).getByText(/20\.03\.2027 10\.00/)).toBeVisible();
    await expect(within(scheduled).getByText(t('notifications.status.scheduled'))).toBeVisible();
    // Only a scheduled one can be cancelled.
    await expect(
      canvas.getAllByRole('button', { name: /./ }).filter((button) => button.textContent === t('notifications.list.cancel')),
    ).toHaveLength(1);
    await expect(
      within(canvas.getByRole('listitem', { name: 'Yeni kateqoriya' })).getByText(t('notifications.status.sent')),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('notifications.list.cancelNamed', { title: 'Novruz endirimi' }) }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith(items[0]);
  },
};

export const Cancelling: Story = {
  args: { cancellingId: 'n3' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: t('notifications.list.cancelNamed', { title: 'Novruz endirimi' }) }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { state: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(t('notifications.list.loading'))).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { state: 'error', items: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('notifications.list.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.list.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('notifications.list.empty'))).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Planlandı')).toBeVisible();
    await expect(canvas.getByText('İptal edildi')).toBeVisible();
  },
};
