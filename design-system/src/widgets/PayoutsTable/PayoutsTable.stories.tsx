import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import type { PayoutStore } from '@marketplace/contract';
import { PayoutsTable } from './PayoutsTable.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const stores: PayoutStore[] = [
  {
    storeId: 's1',
    storeName: 'Şəki Kəlağayı Evi',
    availableQepik: 1_284_450,
    pendingQepik: 36_000,
    lastPayoutAt: '2026-11-20T08:30:00.000Z',
  },
  { storeId: 's2', storeName: 'Lahıc Mis Emalatxanası', availableQepik: 45_000, pendingQepik: 0, lastPayoutAt: null },
  {
    storeId: 's3',
    storeName: 'Qobustan Keramika',
    availableQepik: -1_250,
    pendingQepik: 15_700,
    lastPayoutAt: '2026-10-02T07:00:00.000Z',
  },
];

const meta = {
  title: 'Widgets/PayoutsTable',
  component: PayoutsTable,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    state: 'ready',
    stores,
    total: 3,
    query: '',
    onQueryChange: fn(),
    onlyAvailable: false,
    onOnlyAvailableChange: fn(),
    page: 1,
    pageCount: 1,
    hrefForPage: (page: number) => `/payouts?page=${page}`,
    onMarkPaid: fn(),
    onAdjust: fn(),
    onHistory: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PayoutsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('12 844,50 ₼');
    await expect(rows[0]).toHaveTextContent('20.11.2026 12:30');
    // A store that owes the marketplace cannot be paid.
    await expect(
      within(rows[2]!).getByRole('button', { name: t('ledger.payouts.markPaidFor', { store: 'Qobustan Keramika' }) }),
    ).toBeDisabled();
    await userEvent.click(
      within(rows[1]!).getByRole('button', { name: t('ledger.payouts.markPaidFor', { store: 'Lahıc Mis Emalatxanası' }) }),
    );
    await expect(args.onMarkPaid).toHaveBeenCalledWith(stores[1]);
    await userEvent.click(
      within(rows[2]!).getByRole('button', { name: t('ledger.payouts.adjustFor', { store: 'Qobustan Keramika' }) }),
    );
    await expect(args.onAdjust).toHaveBeenCalledWith(stores[2]);
    await userEvent.click(
      within(rows[0]!).getByRole('button', { name: t('ledger.payouts.historyFor', { store: 'Şəki Kəlağayı Evi' }) }),
    );
    await expect(args.onHistory).toHaveBeenCalledWith(stores[0]);
  },
};

export const Searching: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: t('ledger.payouts.search') });
    await userEvent.type(search, 'Şəki{Enter}');
    await expect(args.onQueryChange).toHaveBeenCalledWith('Şəki');
    await userEvent.click(canvas.getByRole('checkbox', { name: t('ledger.payouts.onlyAvailable') }));
    await expect(args.onOnlyAvailableChange).toHaveBeenCalledWith(true);
  },
};

export const NoMatches: Story = {
  args: { stores: [], total: 0, query: 'Gəncə' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('admin.table.noMatches.title'))).toBeVisible();
  },
};

export const Empty: Story = {
  args: { stores: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('ledger.payouts.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', stores: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('admin.table.loading'));
  },
};

export const Failed: Story = {
  args: { state: 'error', stores: [] },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('admin.table.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
