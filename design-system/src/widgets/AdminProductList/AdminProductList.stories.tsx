import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { sampleAdminItems } from '../AdminProductCard/sampleAdminItems.ts';
import { AdminProductList } from './AdminProductList.tsx';
import type { AdminProductFilterValues } from './types.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const page = sampleAdminItems(8);
const NO_FILTERS: AdminProductFilterValues = { status: 'ALL', category: null, store: null, query: '' };
const categories = [
  { id: 1, title: 'Hədiyyələr', depth: 0 },
  { id: 2, title: 'Vazalar', depth: 1 },
  { id: 3, title: 'Xalçalar', depth: 1 },
];

const meta = {
  title: 'Widgets/AdminProductList',
  component: AdminProductList,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    items: page,
    total: 1_000_000,
    page: 1,
    pageCount: Math.ceil(1_000_000 / 24),
    hrefForPage: (n: number) => `/products?page=${n}`,
    filters: NO_FILTERS,
    categories,
    onFiltersChange: fn(),
    onStoreSearch: fn(),
    onEdit: fn(),
    onSetStatus: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onRestore: fn(async () => undefined),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminProductList>;
export default meta;
type Story = StoryObj<typeof meta>;

const first = page[0]!;
const second = page[1]!;

export const EveryStore: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('adminProducts.title') })).toBeVisible();
    await expect(canvas.getByText(t('adminProducts.total', { count: 1_000_000, formatted: '1 000 000' }))).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(page.length);
    const pages = canvas.getByRole('navigation', { name: t('catalogue.pagination.label') });
    await expect(within(pages).getByRole('link', { name: t('catalogue.pagination.page', { page: 41_667 }) })).toHaveAttribute(
      'href',
      '/products?page=41667',
    );

    const filters = canvas.getByRole('group', { name: t('adminProducts.filter.status') });
    await expect(within(filters).getByRole('button', { name: t('adminProducts.filter.ALL') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(filters).getByRole('button', { name: t('adminProducts.filter.DELETED') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 'DELETED' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('adminProducts.filter.category') }), '2');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ category: 2 });
    await userEvent.type(canvas.getByRole('searchbox', { name: t('adminProducts.search.label') }), ' kəlağayı {Enter}');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ query: 'kəlağayı' });
    await userEvent.click(
      canvas.getAllByRole('button', { name: t('adminProducts.card.storeFilter', { name: first.storeName }) })[0] as HTMLElement,
    );
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ store: { id: first.merchantId, name: first.storeName } });

    const card = canvas.getAllByRole('article')[0] as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: t('adminProducts.card.hide') }));
    await expect(args.onSetStatus).toHaveBeenCalledWith([first.id], 'HIDDEN');
    await userEvent.click(within(card).getByRole('button', { name: t('adminProducts.card.edit') }));
    await expect(args.onEdit).toHaveBeenCalledWith(first);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Two ticked, hidden together; then deleted together after the confirmation names how many. */
export const BulkHideAndDelete: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = (name: string) => canvas.getByRole('checkbox', { name: t('adminProducts.card.select', { name }) });
    await userEvent.click(box(first.productName));
    await userEvent.click(box(second.productName));
    let bar = canvas.getByRole('region', { name: t('adminProducts.bulk.label') });
    await expect(within(bar).getByText(t('adminProducts.bulk.selected', { count: 2 }))).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: t('adminProducts.bulk.hide') }));
    await expect(args.onSetStatus).toHaveBeenCalledWith([first.id, second.id], 'HIDDEN');
    await waitFor(() => expect(canvas.queryByRole('region', { name: t('adminProducts.bulk.label') })).toBeNull());

    await userEvent.click(box(first.productName));
    await userEvent.click(box(second.productName));
    bar = canvas.getByRole('region', { name: t('adminProducts.bulk.label') });
    await userEvent.click(within(bar).getByRole('button', { name: t('adminProducts.bulk.delete') }));
    const dialog = await screen.findByRole('dialog', { name: t('adminProducts.confirm.title', { count: 2 }) });
    await expect(dialog).toHaveAccessibleDescription(t('adminProducts.confirm.hint', { count: 2, days: 30 }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminProducts.confirm.delete', { count: 2 }) }));
    await expect(args.onDelete).toHaveBeenCalledWith([first.id, second.id]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('region', { name: t('adminProducts.bulk.label') })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** One product's delete asks first, naming it; Cancel deletes nothing. */
export const DeleteOneAsksFirst: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const card = canvas.getAllByRole('article')[1] as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: t('adminProducts.card.delete') }));
    const dialog = await screen.findByRole('dialog', { name: t('adminProducts.confirm.titleOne', { name: second.productName }) });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminProducts.confirm.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(card).getByRole('button', { name: t('adminProducts.card.delete') }));
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: t('adminProducts.confirm.delete', { count: 1 }) }));
    await expect(args.onDelete).toHaveBeenCalledWith([second.id]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Among the deleted products the bulk action is a restore; a failed call keeps the ticks. */
export const DeletedRestoreFails: Story = {
  args: {
    filters: { ...NO_FILTERS, status: 'DELETED', store: { id: first.merchantId, name: first.storeName } },
    items: page.slice(0, 3).map((item) => ({ ...item, deletedDate: '2026-11-20T10:00:00.000Z' })),
    total: 3,
    pageCount: 1,
    onRestore: fn(async () => Promise.reject(new Error('offline'))),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(t('adminProducts.filter.store', { name: first.storeName }))).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('adminProducts.bulk.selectPage') }));
    const bar = canvas.getByRole('region', { name: t('adminProducts.bulk.label') });
    await expect(within(bar).queryByRole('button', { name: t('adminProducts.bulk.delete') })).toBeNull();
    await userEvent.click(within(bar).getByRole('button', { name: t('adminProducts.bulk.restore') }));
    await expect(args.onRestore).toHaveBeenCalledWith(page.slice(0, 3).map((item) => item.id));
    await waitFor(() => expect(within(bar).getByRole('button', { name: t('adminProducts.bulk.restore') })).toBeEnabled());
    await expect(within(bar).getByText(t('adminProducts.bulk.selected', { count: 3 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('adminProducts.filter.clearStore') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ store: null });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A store found by name: the search asks, the stores found are offered, choosing one filters by it. */
export const StoreSearch: Story = {
  args: {
    storeSearch: {
      query: 'usta',
      state: 'ready',
      stores: [
        { id: first.merchantId, name: first.storeName },
        { id: second.merchantId, name: second.storeName },
      ],
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    const finder = canvas.getByRole('searchbox', { name: t('adminProducts.filter.storeSearch') });
    await expect(finder).toHaveValue('usta');
    await userEvent.clear(finder);
    await userEvent.type(finder, ' lahıc {Enter}');
    await expect(args.onStoreSearch).toHaveBeenCalledWith('lahıc');
    const pick = canvas.getByRole('combobox', { name: t('adminProducts.filter.storePickLabel') });
    await expect(
      within(pick).getByRole('option', { name: t('adminProducts.filter.storePick', { count: 2 }) }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(pick, second.merchantId);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ store: { id: second.merchantId, name: second.storeName } });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const StoreSearchFindsNone: Story = {
  args: { storeSearch: { query: 'yoxdur', state: 'ready', stores: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('adminProducts.filter.storeNone'));
    await expect(canvas.queryByRole('combobox', { name: t('adminProducts.filter.storePickLabel') })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', items: [], total: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('adminProducts.loading'));
    await expect(canvasElement.querySelectorAll('[data-slot="seller-product-card-skeleton"]').length).toBeGreaterThan(0);
    await expect(canvas.queryByText(t('adminProducts.total', { count: 0, formatted: '0' }))).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', items: [], total: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('adminProducts.error.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('adminProducts.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoProductsYet: Story = {
  args: { items: [], total: 0, pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('adminProducts.empty.title') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('adminProducts.noMatches.clear') })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: t('catalogue.pagination.label') })).toBeNull();
  },
};

export const NothingMatches: Story = {
  args: { items: [], total: 0, pageCount: 0, filters: { ...NO_FILTERS, status: 'HIDDEN', category: 3, query: 'nar' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: t('adminProducts.search.label') })).toHaveValue('nar');
    await expect(canvas.getByRole('combobox', { name: t('adminProducts.filter.category') })).toHaveValue('3');
    await expect(canvas.getByRole('heading', { name: t('adminProducts.noMatches.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('adminProducts.noMatches.clear') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_FILTERS);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { items: page.slice(0, 4), total: 4, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ürünler' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Silindi' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Sil' })).toHaveLength(4);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { items: page.slice(0, 2), total: 2, pageCount: 1 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('checkbox')[1] as HTMLElement);
    await expect(canvas.getByRole('region', { name: t('adminProducts.bulk.label') })).toBeVisible();
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="admin-product-list"]');
    await expect(list?.scrollWidth).toBeLessThanOrEqual(list?.clientWidth ?? 0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
