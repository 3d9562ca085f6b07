import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { recentBakuMonths, type Earnings } from '@marketplace/contract';
import { EarningsSummary } from './EarningsSummary.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const months = recentBakuMonths(new Date('2026-11-29T12:00:00Z'), 12).map((month) => ({
  month,
  saleQepik: 0,
  commissionQepik: 0,
  refundQepik: 0,
  cashCollectedQepik: 0,
  payoutQepik: 0,
  adjustmentQepik: 0,
  netQepik: 0,
}));
const earnings: Earnings = {
  availableQepik: 128_450,
  pendingQepik: 36_000,
  paidOutQepik: 250_000,
  lastPayout: { amountQepik: 120_000, at: '2026-11-20T08:30:00.000Z', bankReference: 'TR-2026-1120' },
  holdDays: 7,
  months: months.map((row) =>
    row.month === '2026-11'
      ? {
          ...row,
          saleQepik: 164_450,
          commissionQepik: -4_933,
          refundQepik: -2_000,
          cashCollectedQepik: -45_000,
          payoutQepik: -120_000,
          netQepik: -7_483,
        }
      : row.month === '2026-10'
        ? { ...row, saleQepik: 250_000, adjustmentQepik: 1_500, netQepik: 251_500 }
        : row,
  ),
};

const meta = {
  title: 'Widgets/EarningsSummary',
  component: EarningsSummary,
  args: { state: 'ready', earnings, onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-5xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EarningsSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('ledger.summary.available')).nextElementSibling).toHaveTextContent('1 284,50 ₼');
    await expect(canvas.getByText(t('ledger.summary.pending')).nextElementSibling).toHaveTextContent('360,00 ₼');
    await expect(canvas.getByText(t('ledger.summary.pendingHint', { count: 7 }))).toBeVisible();
    await expect(canvas.getByText(/TR-2026-1120/)).toBeVisible();
    // Only months with entries, newest first, each with its net.
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('noyabr 2026');
    await expect(rows[0]).toHaveTextContent('−74,83 ₼');
    await expect(rows[1]).toHaveTextContent('2 515,00 ₼');
  },
};

/** A new store: nothing earned, nothing paid. */
export const Empty: Story = {
  args: { earnings: { availableQepik: 0, pendingQepik: 0, paidOutQepik: 0, lastPayout: null, holdDays: 7, months } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('ledger.summary.noPayout'))).toBeVisible();
    await expect(canvas.getByText(t('ledger.summary.noMonths'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Commission on cash orders and a refund after a payout: the store owes the marketplace. */
export const Owed: Story = {
  args: { earnings: { ...earnings, availableQepik: -1_250 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('ledger.summary.owed'))).toBeVisible();
    await expect(canvas.getByText('−12,50 ₼')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', earnings: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('admin.table.loading'));
  },
};

export const Failed: Story = {
  args: { state: 'error', earnings: null },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('ledger.summary.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('admin.table.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Available to pay out')).toBeVisible();
    await expect(canvas.getByText('1,284.50 ₼')).toBeVisible();
  },
};
