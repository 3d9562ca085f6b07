import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { ORDER_PAGE_SIZE } from '@marketplace/contract';
import { sampleSummaries } from '../OrderDetail/sampleOrders.ts';
import { OrderList } from './OrderList.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const meta = {
  title: 'Widgets/OrderList',
  component: OrderList,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    orders: sampleSummaries(4),
    page: 1,
    pageCount: 1,
    hrefForPage: (page) => `/orders?page=${page}`,
    orderHref: (order) => `/orders/${order.orderId}`,
    shopHref: '/',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnePage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const rows = canvasElement.querySelectorAll('[data-slot="order-row"]');
    await expect(rows).toHaveLength(4);
    const first = rows[0] as HTMLElement;
    await expect(canvas.getByRole('link', { name: `${t('orders.list.order')} № 100040` })).toHaveAttribute(
      'href',
      '/orders/o-100040',
    );
    await expect(first).toHaveTextContent('Nar Keramika');
    await expect(first).toHaveTextContent(t('orders.list.items', { count: 1 }));
    await expect(first).toHaveTextContent('14 yanvar 2026');
    await expect(first).toHaveTextContent('45,00 ₼');
    await expect(first).toHaveTextContent(t('orders.status.PLACED'));
    // The overdue order says so.
    await expect(first.querySelector('[data-slot="order-late"]')).not.toBeNull();
    await expect(canvas.queryByRole('navigation', { name: t('catalogue.pagination.label') })).toBeNull();
  },
};

export const ManyPages: Story = {
  args: { orders: sampleSummaries(ORDER_PAGE_SIZE), page: 2, pageCount: 5 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="order-row"]')).toHaveLength(ORDER_PAGE_SIZE);
    const pages = canvas.getByRole('navigation', { name: t('catalogue.pagination.label') });
    await expect(pages).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('catalogue.pagination.page', { page: 2 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: t('catalogue.pagination.page', { page: 3 }) })).toHaveAttribute(
      'href',
      '/orders?page=3',
    );
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('orders.list.empty.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('orders.list.empty.action') })).toHaveAttribute('href', '/');
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('orders.list.loading'));
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('orders.list.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'My orders' })).toBeVisible();
    const first = canvasElement.querySelector('[data-slot="order-row"]') as HTMLElement;
    await expect(first).toHaveTextContent('1 item');
    await expect(first).toHaveTextContent('14 January 2026');
    await expect(first).toHaveTextContent('45.00 ₼');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { orders: sampleSummaries(6), page: 3, pageCount: 9 },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[data-slot="order-list"]') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};
