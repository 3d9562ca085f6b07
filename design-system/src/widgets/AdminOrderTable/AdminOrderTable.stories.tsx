import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { sampleSummaries } from '../OrderDetail/sampleOrders.ts';
import { AdminOrderTable } from './AdminOrderTable.tsx';
import type { AdminOrderFilterValues } from './types.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const page = sampleSummaries(12);
const overdue = sampleSummaries(24).filter((order) => order.late);
const oneStore = sampleSummaries(24).filter((order) => order.storeId === 's0');
const NO_FILTERS: AdminOrderFilterValues = {
  query: '',
  status: 'ALL',
  store: null,
  from: undefined,
  to: undefined,
  overdue: false,
};

const meta = {
  title: 'Widgets/AdminOrderTable',
  component: AdminOrderTable,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    state: 'ready',
    orders: page,
    total: 1_250,
    page: 1,
    pageCount: Math.ceil(1_250 / 12),
    hrefForPage: (n: number) => `/orders?page=${n}`,
    orderHref: (order) => `/orders/${order.orderId}`,
    filters: NO_FILTERS,
    onFiltersChange: fn(),
    onClearFilters: fn(),
    onStoreSearch: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminOrderTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="admin-order-row"]'));
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** A page of every store's orders: each row's number links to the order; late ones are marked. */
export const PageOfOrders: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('pages.admin.orders.title') })).toBeVisible();
    // Thousands are grouped by a narrow no-break space, which the default text matcher would fold away.
    await expect(
      canvas.getByText(t('admin.orders.total', { count: 1250, formatted: '1\u202f250' }), { normalizer: (text) => text }),
    ).toBeVisible();
    const rows = rowsOf(canvasElement);
    await expect(rows).toHaveLength(12);
    const first = within(rows[0]!);
    await expect(first.getByRole('link', { name: '№ 100040' })).toHaveAttribute('href', '/orders/o-100040');
    await expect(first.getByText('Nar Keramika')).toBeVisible();
    await expect(first.getByText('Leyla Məmmədova')).toBeVisible();
    await expect(first.getByText('45,00 ₼')).toBeVisible();
    await expect(first.getByText('14 yanvar 2026')).toBeVisible();
    await expect(first.getByText(t('admin.orders.late'))).toBeVisible();
    await expect(rows.filter((row) => row.dataset.late === 'true')).toHaveLength(page.filter((order) => order.late).length);
    const pages = canvas.getByRole('navigation', { name: t('catalogue.pagination.label') });
    await expect(within(pages).getByRole('link', { name: t('catalogue.pagination.page', { page: 105 }) })).toHaveAttribute(
      'href',
      '/orders?page=105',
    );
    // No filter set: nothing to clear.
    await expect(canvas.queryByRole('button', { name: t('admin.orders.filters.clear') })).toBeNull();
  },
};

/** Every control of the toolbar hands its change to the page. */
export const Filtering: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('admin.orders.search.label') }), ' 100023 {Enter}');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ query: '100023' });
    await userEvent.selectOptions(canvas.getByLabelText(t('admin.orders.filters.status')), t('orders.status.SHIPPED'));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 'SHIPPED' });
    await userEvent.click(canvas.getByRole('checkbox', { name: t('admin.orders.filters.overdue') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ overdue: true });
    await userEvent.type(canvas.getByRole('searchbox', { name: t('admin.orders.store.search') }), 'nar{Enter}');
    await expect(args.onStoreSearch).toHaveBeenCalledWith('nar');

    // Days are typed as DD.MM.YYYY and applied on leaving the field; a text that is no day is marked, not applied.
    const from = canvas.getByLabelText(t('admin.orders.filters.from'));
    await expect(from).toHaveAttribute('placeholder', t('admin.table.dayPlaceholder'));
    await userEvent.type(from, '01.01.2026');
    await userEvent.tab();
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ from: '2026-01-01' });
    const to = canvas.getByLabelText(t('admin.orders.filters.to'));
    await userEvent.type(to, '31.02.2026{Enter}');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(t('admin.table.dayInvalid'));
    await expect(args.onFiltersChange).not.toHaveBeenCalledWith({ to: expect.anything() });
    blur();
  },
};

/** The store search's finds are offered in a select; choosing one sets the store filter. */
export const StoreFound: Story = {
  args: {
    storeSearch: {
      query: 'kəlağayı',
      state: 'ready',
      stores: [
        { id: 's7', name: 'Şəki Kəlağayı Evi' },
        { id: 's8', name: 'Kəlağayı Dünyası' },
      ],
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: t('admin.orders.store.search') })).toHaveValue('kəlağayı');
    await userEvent.selectOptions(canvas.getByLabelText(t('admin.orders.store.pickLabel')), 'Kəlağayı Dünyası');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ store: { id: 's8', name: 'Kəlağayı Dünyası' } });
    blur();
  },
};

/** The overdue view: only orders past their ship-by date and not shipped, each marked late. */
export const OverdueView: Story = {
  args: { orders: overdue, total: overdue.length, pageCount: 1, filters: { ...NO_FILTERS, overdue: true } },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: t('admin.orders.filters.overdue') })).toBeChecked();
    const rows = rowsOf(canvasElement);
    await expect(rows).toHaveLength(overdue.length);
    for (const row of rows) await expect(within(row).getByText(t('admin.orders.late'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('admin.orders.filters.clear') }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
    blur();
  },
};

/** One store's orders: the store chosen is named, with a way back to every store. */
export const OneStore: Story = {
  args: {
    orders: oneStore,
    total: oneStore.length,
    pageCount: 1,
    filters: { ...NO_FILTERS, store: { id: 's0', name: 'Nar Keramika' } },
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const store = canvasElement.querySelector<HTMLElement>('[data-slot="admin-order-store-filter"]')!;
    await expect(store).toHaveTextContent('Nar Keramika');
    await userEvent.click(within(store).getByRole('button', { name: t('admin.orders.store.clear') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ store: null });
    blur();
  },
};

/** Filters that match nothing: the filters stay on screen, with a way to clear them. */
export const FilteredEmpty: Story = {
  args: {
    orders: [],
    total: 0,
    pageCount: 0,
    filters: { ...NO_FILTERS, query: '999999', status: 'CANCELLED', from: '2026-01-01', to: '2026-01-31' },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: t('admin.table.noMatches.title') })).toBeVisible();
    await expect(canvas.getByLabelText(t('admin.orders.filters.from'))).toHaveValue('01.01.2026');
    await expect(canvas.getByLabelText(t('admin.orders.filters.to'))).toHaveValue('31.01.2026');
    await expect(canvas.getByRole('searchbox', { name: t('admin.orders.search.label') })).toHaveValue('999999');
    const clear = canvas.getAllByRole('button', { name: t('admin.orders.filters.clear') });
    await expect(clear).toHaveLength(2);
    await userEvent.click(clear[1]!);
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
    blur();
  },
};

export const Empty: Story = {
  args: { orders: [], total: 0, pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('admin.orders.empty.title') })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('admin.table.loading'));
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ReadFailed: Story = {
  args: { state: 'error', orders: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('admin.table.error.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('admin.table.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
    blur();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { filters: { ...NO_FILTERS, overdue: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: t('pages.admin.orders.title') })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { filters: { ...NO_FILTERS, status: 'PLACED', from: '2026-01-05' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(canvas.getByText('1\u202f250 orders', { normalizer: (text) => text })).toBeVisible();
    await expect(canvas.getByLabelText('Placed from')).toHaveValue('05.01.2026');
    await expect(canvas.getByRole('checkbox', { name: 'Overdue only' })).not.toBeChecked();
    const first = within(rowsOf(canvasElement)[0]!);
    await expect(first.getByText('14 January 2026')).toBeVisible();
    await expect(first.getByText('Late')).toBeVisible();
  },
};
