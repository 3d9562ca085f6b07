import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ORDER_PAGE_SIZE, type StoreOrderCounts } from '@marketplace/contract';
import { STORY_TODAY, sampleSummaries } from '../OrderDetail/sampleOrders.ts';
import { SellerOrderTable, type SellerOrderTableProps } from './SellerOrderTable.tsx';
import type { SellerOrderTab } from './types.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const counts: StoreOrderCounts = {
  byStatus: { PLACED: 3, ACCEPTED: 2, IN_PRODUCTION: 4, SHIPPED: 5, DELIVERED: 1, COMPLETED: 27, CANCELLED: 2 },
  newOrders: 3,
  dueSoon: 2,
  late: 2,
};

const meta = {
  title: 'Widgets/SellerOrderTable',
  component: SellerOrderTable,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    orders: sampleSummaries(8),
    counts,
    tab: 'ALL',
    onTabChange: fn(),
    query: '',
    onQueryChange: fn(),
    sort: 'shipBy',
    onSortChange: fn(),
    page: 1,
    pageCount: 4,
    hrefForPage: (page) => `/orders?page=${page}`,
    orderHref: (order) => `/orders/${order.orderId}`,
    today: STORY_TODAY,
    onBulkAction: fn(async () => {}),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-6xl p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SellerOrderTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's part: the tab lives in the address; here in state. */
function WithTab(props: SellerOrderTableProps) {
  const [tab, setTab] = useState<SellerOrderTab>(props.tab);
  return (
    <SellerOrderTable
      {...props}
      tab={tab}
      onTabChange={(next) => {
        props.onTabChange(next);
        setTab(next);
      }}
    />
  );
}

export const TabsWithCounts: Story = {
  render: (args) => <WithTab {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const tabs = within(canvas.getByRole('group', { name: t('orders.seller.tabsLabel') }));
    await expect(tabs.getByRole('button', { name: `${t('orders.seller.all')} · 44` })).toHaveAttribute('aria-pressed', 'true');
    const placed = tabs.getByRole('button', { name: `${t('orders.status.PLACED')} · 3` });
    await userEvent.click(placed);
    await expect(args.onTabChange).toHaveBeenCalledWith('PLACED');
    await expect(placed).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(t('orders.seller.lateCount', { count: 2 }))).toBeVisible();

    await userEvent.type(canvas.getByRole('searchbox', { name: t('orders.seller.search.label') }), '100 023{Enter}');
    await expect(args.onQueryChange).toHaveBeenCalledWith('100 023');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('orders.seller.sort.label') }), 'newest');
    await expect(args.onSortChange).toHaveBeenCalledWith('newest');
  },
};

export const SelectionWithBulkBar: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('region', { name: t('orders.seller.bulk.label') })).toBeNull();
    // Two new orders and one in production: two can be accepted, one marked shipped.
    for (const number of [100040, 100039, 100037])
      await userEvent.click(canvas.getByRole('checkbox', { name: t('orders.seller.selectOrder', { number: `№ ${number}` }) }));
    const bar = within(canvas.getByRole('region', { name: t('orders.seller.bulk.label') }));
    await expect(bar.getByText(t('orders.seller.bulk.selected', { count: 3 }))).toBeVisible();
    const ship = bar.getByRole('button', { name: t('orders.seller.bulk.ship', { eligible: 1 }) });
    await expect(ship).toBeEnabled();
    await userEvent.click(bar.getByRole('button', { name: t('orders.seller.bulk.accept', { eligible: 2 }) }));
    await expect(args.onBulkAction).toHaveBeenCalledWith('ACCEPT', ['o-100040', 'o-100039']);
    // Done: the ticks are cleared.
    await waitFor(() => expect(canvas.queryByRole('region', { name: t('orders.seller.bulk.label') })).toBeNull());

    await userEvent.click(canvas.getByRole('checkbox', { name: t('orders.seller.selectPage') }));
    await expect(canvas.getByText(t('orders.seller.bulk.selected', { count: 8 }))).toBeVisible();
  },
};

export const LateRows: Story = {
  args: { orders: sampleSummaries(ORDER_PAGE_SIZE) },
  play: async ({ canvasElement }) => {
    const rows = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="seller-order-row"]'));
    await expect(rows).toHaveLength(ORDER_PAGE_SIZE);
    // Past its ship-by date and still in the workshop: late; within two days: due soon; shipped ones are never marked.
    await expect(rows[0]).toHaveAttribute('data-mark', 'late');
    await expect(rows[0]).toHaveTextContent(t('orders.seller.shipByMark.late'));
    await expect(rows[1]).toHaveAttribute('data-mark', 'dueSoon');
    await expect(rows[1]).toHaveTextContent(t('orders.seller.shipByMark.dueSoon'));
    await expect(rows[4]).not.toHaveAttribute('data-mark');
  },
};

export const NoMatches: Story = {
  args: { orders: [], tab: 'SHIPPED', query: 'Səbinə' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: t('orders.seller.noMatches.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('orders.seller.noMatches.clear') }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
    await expect(args.onTabChange).toHaveBeenCalledWith('ALL');
  },
};

export const Empty: Story = {
  args: { orders: [], pageCount: 0, counts: { byStatus: {}, newOrders: 0, dueSoon: 0, late: 0 } as StoreOrderCounts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('orders.seller.empty.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${t('orders.seller.all')} · 0` })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', orders: [], counts: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('orders.list.loading'));
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    // Without counts the tabs carry only their names.
    await expect(canvas.getByRole('button', { name: t('orders.seller.all') })).toBeVisible();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Заказы' })).toBeVisible();
    await expect(canvas.getByText('2 заказа просрочены')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Новый · 3' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const root = canvasElement.querySelector('[data-slot="seller-order-table"]') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
    // A card per order instead of the table: number, buyer, total, status and ship-by date in view.
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = canvasElement.querySelectorAll<HTMLElement>('[data-slot="seller-order-card"]');
    await expect(cards).toHaveLength(8);
    await expect(cards[0]).toBeVisible();
    await expect(cards[0]).toHaveTextContent('Leyla Məmmədova');
    await expect(cards[0]).toHaveTextContent('45,00 ₼');
    await expect(cards[0]).toHaveTextContent(t('orders.seller.shipByMark.late'));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('orders.seller.selectOrder', { number: '№ 100040' }) }));
    await expect(canvas.getByRole('region', { name: t('orders.seller.bulk.label') })).toBeVisible();
  },
};

export const MobileLoading: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { state: 'loading', orders: [], counts: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('orders.list.loading'));
  },
};
