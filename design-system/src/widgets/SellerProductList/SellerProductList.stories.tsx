import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SELLER_PAGE_SIZE } from '@marketplace/contract';
import { sampleSellerItems } from '../SellerProductCard/sampleSellerItems.ts';
import { SellerProductList } from './SellerProductList.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const page = sampleSellerItems(SELLER_PAGE_SIZE);

const meta = {
  title: 'Widgets/SellerProductList',
  component: SellerProductList,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    items: page,
    total: 10_000,
    page: 1,
    pageCount: Math.ceil(10_000 / SELLER_PAGE_SIZE),
    hrefForPage: (n: number) => `/products?page=${n}`,
    status: 'ALL',
    onStatusChange: fn(),
    query: '',
    onQueryChange: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onSetStatus: fn(async () => undefined),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SellerProductList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManyProducts: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('merchant.products.title') })).toBeVisible();
    await expect(canvas.getByText(t('merchant.products.total', { count: 10_000, formatted: '10 000' }))).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(SELLER_PAGE_SIZE);
    const pages = canvas.getByRole('navigation', { name: t('catalogue.pagination.label') });
    await expect(within(pages).getByRole('link', { name: t('catalogue.pagination.page', { page: 834 }) })).toHaveAttribute(
      'href',
      '/products?page=834',
    );
    await expect(canvas.queryByRole('region', { name: t('merchant.products.bulk.label') })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: t('merchant.products.newProduct') }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    const filters = canvas.getByRole('group', { name: t('merchant.products.filter.label') });
    await expect(within(filters).getByRole('button', { name: t('merchant.products.filter.ALL') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(filters).getByRole('button', { name: t('merchant.products.filter.HIDDEN') }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('HIDDEN');
    await userEvent.type(canvas.getByRole('searchbox', { name: t('merchant.products.search.label') }), ' ipək {Enter}');
    await expect(args.onQueryChange).toHaveBeenCalledWith('ipək');
    const first = canvas.getAllByRole('article')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: t('merchant.products.card.hide') }));
    await expect(args.onSetStatus).toHaveBeenCalledWith(['item-1'], 'HIDDEN');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SelectionWithBulkBar: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = (name: string) => canvas.getByRole('checkbox', { name: t('merchant.products.card.select', { name }) });
    await userEvent.click(box(page[0]?.productName ?? ''));
    await userEvent.click(box(page[1]?.productName ?? ''));
    const bar = canvas.getByRole('region', { name: t('merchant.products.bulk.label') });
    await expect(within(bar).getByText(t('merchant.products.bulk.selected', { count: 2 }))).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: t('merchant.products.bulk.selectPage') })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );

    await userEvent.click(within(bar).getByRole('button', { name: t('merchant.products.bulk.hide') }));
    await expect(args.onSetStatus).toHaveBeenCalledWith(['item-1', 'item-2'], 'HIDDEN');
    // Done: the ticks are cleared and the bar goes away.
    await waitFor(() => expect(canvas.queryByRole('region', { name: t('merchant.products.bulk.label') })).toBeNull());

    await userEvent.click(canvas.getByRole('checkbox', { name: t('merchant.products.bulk.selectPage') }));
    await expect(
      within(canvas.getByRole('region', { name: t('merchant.products.bulk.label') })).getByText(
        t('merchant.products.bulk.selected', { count: SELLER_PAGE_SIZE }),
      ),
    ).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const BulkFailureKeepsSelection: Story = {
  args: { onSetStatus: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('checkbox', { name: t('merchant.products.card.select', { name: page[2]?.productName }) }),
    );
    const bar = canvas.getByRole('region', { name: t('merchant.products.bulk.label') });
    await userEvent.click(within(bar).getByRole('button', { name: t('merchant.products.bulk.show') }));
    await expect(args.onSetStatus).toHaveBeenCalledWith(['item-3'], 'ACTIVE');
    await waitFor(() => expect(within(bar).getByRole('button', { name: t('merchant.products.bulk.show') })).toBeEnabled());
    await expect(within(bar).getByText(t('merchant.products.bulk.selected', { count: 1 }))).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { state: 'loading', items: [], total: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('merchant.products.loading'));
    await expect(canvasElement.querySelectorAll('[data-slot="seller-product-card-skeleton"]')).toHaveLength(SELLER_PAGE_SIZE);
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', items: [], total: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('merchant.products.error.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('merchant.products.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoProductsYet: Story = {
  args: { items: [], total: 0, pageCount: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: t('merchant.products.empty.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('merchant.products.empty.action') }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('navigation', { name: t('catalogue.pagination.label') })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NothingMatches: Story = {
  args: { items: [], total: 0, pageCount: 0, status: 'HIDDEN', query: 'nar' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: t('merchant.products.search.label') })).toHaveValue('nar');
    await expect(canvas.getByRole('heading', { name: t('merchant.products.noMatches.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('merchant.products.noMatches.clear') }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
    await expect(args.onStatusChange).toHaveBeenCalledWith('ALL');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PhoneWidthLongNames: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    items: page.slice(0, 3).map((item, index) => ({
      ...item,
      productName:
        [
          'Əl işi Qarabağ xalçası — yun və ipək qarışığı, təbii boyalarla',
          'Şəbəkə pəncərə, Şəki ustalarının işi',
          'Kiçik mis sini',
        ][index] ?? item.productName,
    })),
    total: 27,
    page: 3,
    pageCount: 3,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('checkbox')[1] as HTMLElement);
    await expect(canvas.getByRole('region', { name: t('merchant.products.bulk.label') })).toBeVisible();
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="seller-product-list"]');
    await expect(list?.scrollWidth).toBeLessThanOrEqual(list?.clientWidth ?? 0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const tools = {
  onBulkEdit: fn(),
  onSelectionAction: fn(async () => undefined),
  onDuplicate: fn(),
  onOpenCsv: fn(),
};

/** Catalogue tools: the page's ticks become every product matching the filter, across pages, and one is unticked. */
export const SelectAllMatching: Story = {
  args: { ...tools, query: 'ipək', total: 230, pageCount: 20 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: t('merchant.products.bulk.selectPage') }));
    await expect(canvas.getByText(t('catalogueTools.selection.pageOnly', { count: SELLER_PAGE_SIZE }))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('catalogueTools.selection.selectAll', { count: 230, formatted: '230' }) }),
    );
    const bar = canvas.getByRole('region', { name: t('merchant.products.bulk.label') });
    await expect(within(bar).getByText(t('merchant.products.bulk.selected', { count: 230, formatted: '230' }))).toBeVisible();
    // Hide and show take ticked ids; for all matching the bulk edit changes the status.
    await expect(within(bar).queryByRole('button', { name: t('merchant.products.bulk.hide') })).toBeNull();
    const second = page[1]?.productName ?? '';
    await userEvent.click(canvas.getByRole('checkbox', { name: t('merchant.products.card.select', { name: second }) }));
    await expect(within(bar).getByText(t('merchant.products.bulk.selected', { count: 229, formatted: '229' }))).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: t('catalogueTools.actions.edit') }));
    await expect(args.onBulkEdit).toHaveBeenCalledWith(
      { mode: 'filter', filter: { status: undefined, q: 'ipək', archived: false }, except: ['item-2'] },
      229,
    );
    await userEvent.click(within(bar).getByRole('button', { name: t('catalogueTools.actions.archive') }));
    await expect(args.onSelectionAction).toHaveBeenCalledWith(
      'archive',
      { mode: 'filter', filter: { status: undefined, q: 'ipək', archived: false }, except: ['item-2'] },
      229,
    );
    await waitFor(() => expect(canvas.queryByRole('region', { name: t('merchant.products.bulk.label') })).toBeNull());
  },
};

/** A card's duplicate and archive, and the way to the CSV screen. */
export const CardTools: Story = {
  args: { ...tools },
  play: async ({ canvas, args, userEvent }) => {
    const first = canvas.getAllByRole('article')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: t('catalogueTools.actions.duplicate') }));
    await expect(args.onDuplicate).toHaveBeenCalledWith(page[0]);
    await userEvent.click(within(first).getByRole('button', { name: t('catalogueTools.actions.archive') }));
    await expect(args.onSelectionAction).toHaveBeenCalledWith('archive', { mode: 'ids', ids: ['item-1'] }, 1);
    await userEvent.click(canvas.getByRole('button', { name: t('catalogueTools.csv.open') }));
    await expect(args.onOpenCsv).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The Archived view: restore one or the ticked ones; delete asks first. */
export const ArchivedView: Story = {
  args: {
    ...tools,
    status: 'ARCHIVED',
    items: page.slice(0, 3).map((item) => ({ ...item, status: 'HIDDEN' as const })),
    total: 3,
    pageCount: 1,
  },
  play: async ({ canvas, args, userEvent }) => {
    const filters = canvas.getByRole('group', { name: t('merchant.products.filter.label') });
    await expect(within(filters).getByRole('button', { name: t('catalogueTools.filter.archived') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const first = canvas.getAllByRole('article')[0] as HTMLElement;
    await expect(within(first).queryByRole('button', { name: t('catalogueTools.actions.archive') })).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: t('catalogueTools.actions.restore') }));
    await expect(args.onSelectionAction).toHaveBeenCalledWith('restore', { mode: 'ids', ids: ['item-1'] }, 1);

    await userEvent.click(canvas.getByRole('checkbox', { name: t('merchant.products.bulk.selectPage') }));
    const bar = canvas.getByRole('region', { name: t('merchant.products.bulk.label') });
    await expect(within(bar).queryByRole('button', { name: t('catalogueTools.actions.edit') })).toBeNull();
    await userEvent.click(within(bar).getByRole('button', { name: t('catalogueTools.actions.delete') }));
    const ask = within(await within(document.body).findByRole('dialog'));
    await expect(ask.getByRole('heading', { name: t('catalogueTools.delete.title', { count: 3 }) })).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: t('catalogueTools.delete.confirm', { count: 3 }) }));
    await expect(args.onSelectionAction).toHaveBeenCalledWith('delete', { mode: 'ids', ids: ['item-1', 'item-2', 'item-3'] }, 3);
  },
};

export const ArchivedViewMobile: Story = {
  ...ArchivedView,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: t('catalogueTools.actions.restore') })).toHaveLength(3);
  },
};
