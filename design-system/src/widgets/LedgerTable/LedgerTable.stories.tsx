import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import type { LedgerEntry } from '@marketplace/contract';
import { LedgerTable } from './LedgerTable.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const order = { id: 'a0b1c2d3-0000-4000-8000-000000000001', number: 100_023 };
const entries: LedgerEntry[] = [
  {
    id: '6',
    kind: 'PAYOUT',
    amountQepik: -120_000,
    createdAt: '2026-11-20T08:30:00.000Z',
    availableFrom: '2026-11-20T08:30:00.000Z',
    pending: false,
    order: null,
    note: 'TR-2026-1120',
  },
  {
    id: '5',
    kind: 'REFUND',
    amountQepik: -2_000,
    createdAt: '2026-11-18T10:00:00.000Z',
    availableFrom: '2026-12-02T10:07:00.000Z',
    pending: true,
    order,
    note: '',
  },
  {
    id: '4',
    kind: 'COMMISSION',
    amountQepik: 60,
    createdAt: '2026-11-18T10:00:00.000Z',
    availableFrom: '2026-12-02T10:07:00.000Z',
    pending: true,
    order,
    note: '',
  },
  {
    id: '3',
    kind: 'SALE',
    amountQepik: 15_700,
    createdAt: '2026-11-25T10:07:00.000Z',
    availableFrom: '2026-12-02T10:07:00.000Z',
    pending: true,
    order,
    note: '',
  },
  {
    id: '2',
    kind: 'CASH_COLLECTED',
    amountQepik: -4_500,
    createdAt: '2026-11-10T06:07:00.000Z',
    availableFrom: '2026-11-17T06:07:00.000Z',
    pending: false,
    order: { id: 'b', number: 100_011 },
    note: '',
  },
  {
    id: '1',
    kind: 'ADJUSTMENT',
    amountQepik: 1_500,
    createdAt: '2026-11-02T12:00:00.000Z',
    availableFrom: '2026-11-02T12:00:00.000Z',
    pending: false,
    order: null,
    note: 'Çatdırılma haqqının kompensasiyası, "Azərpoçt" gecikməsi',
  },
];

const meta = {
  title: 'Widgets/LedgerTable',
  component: LedgerTable,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    state: 'ready',
    entries,
    total: 46,
    filters: {},
    onFiltersChange: fn(),
    onClear: fn(),
    page: 1,
    pageCount: 3,
    hrefForPage: (page: number) => `/earnings?page=${page}`,
    onExport: fn(),
    orderHref: (orderId: string) => `/orders/${orderId}`,
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LedgerTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(6);
    // Signed amounts, the order linked, when the money is available.
    await expect(rows[0]).toHaveTextContent(t('ledger.kinds.PAYOUT'));
    await expect(rows[0]).toHaveTextContent('−1 200,00 ₼');
    await expect(rows[0]).toHaveTextContent('TR-2026-1120');
    await expect(rows[3]).toHaveTextContent('+157,00 ₼');
    await expect(within(rows[3]!).getByRole('link', { name: '№ 100023' })).toHaveAttribute('href', `/orders/${order.id}`);
    await expect(rows[3]).toHaveTextContent(t('ledger.entries.pendingUntil', { date: '02.12.2026' }));
    await expect(rows[4]).toHaveTextContent(t('ledger.entries.availableNow'));
    await expect(canvas.getByText(t('ledger.entries.total', { count: 46 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ledger.entries.export') }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** Filters by kind at once, by day on leaving the field (typed DD.MM.YYYY), by order number on Apply. */
export const Filtering: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText(t('ledger.entries.kind')), 'REFUND');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ kind: 'REFUND' });
    const from = canvas.getByLabelText(t('ledger.entries.from'));
    await userEvent.type(from, '01.11.2026');
    await userEvent.tab();
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ from: '2026-11-01' });
    await userEvent.type(canvas.getByLabelText(t('ledger.entries.order')), '100023');
    await userEvent.click(canvas.getByRole('button', { name: t('ledger.entries.apply') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ order: '100023' });
  },
};

export const NoMatches: Story = {
  args: { entries: [], total: 0, filters: { kind: 'REFUND', from: '2026-11-01' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(t('admin.table.noMatches.title'))).toBeVisible();
    await expect(canvas.getByLabelText(t('ledger.entries.from'))).toHaveValue('01.11.2026');
    await userEvent.click(canvas.getByRole('button', { name: t('ledger.entries.clear') }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('ledger.entries.empty'))).toBeVisible();
    await expect(canvas.getByText(t('ledger.entries.emptyHint'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('admin.table.loading'));
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { state: 'error', entries: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('admin.table.error.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('admin.table.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('ledger.entries.export') })).toHaveAttribute('aria-busy', 'true');
  },
};
