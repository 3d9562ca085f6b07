import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CategoryManager } from './CategoryManager.tsx';
import { sampleManagedCategories, sampleManagedProducts, samplePendingMoves } from './sampleManager.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]');
/** A category's own button: its title, then its product count. */
const categoryName = (title: string) => new RegExp(`^${title}\\s\\d`);

const meta = {
  title: 'Widgets/CategoryManager',
  component: CategoryManager,
  parameters: { layout: 'fullscreen' },
  args: {
    treeState: 'ready',
    categories: sampleManagedCategories,
    onRetryTree: fn(),
    selectedId: 11,
    onSelect: fn(),
    productsState: 'ready',
    products: sampleManagedProducts,
    page: 1,
    pageCount: 1,
    hrefForPage: (n: number) => `/categories?category=11&page=${n}`,
    onRetryProducts: fn(),
    pending: [],
    onMove: fn(),
    onRemovePending: fn(),
    onConfirm: fn(async () => undefined),
    onAddCategory: fn(),
    onCopyId: fn(),
    onAddChild: fn(),
    onEdit: fn(),
    onDelete: fn(),
    defaultExpanded: [1, 2],
  },
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryManager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TreeExpandAndCollapse: Story = {
  args: { defaultExpanded: [], selectedId: null, productsState: 'idle', products: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: categoryName('Quba xalçaları') })).toBeNull();
    const open = canvas.getByRole('button', { name: t('adminCategories.tree.expand', { title: 'Xalçalar' }) });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    await expect(canvas.getByRole('button', { name: categoryName('Quba xalçaları') })).toBeVisible();
    const close = canvas.getByRole('button', { name: t('adminCategories.tree.collapse', { title: 'Xalçalar' }) });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(close);
    await expect(canvas.queryByRole('button', { name: categoryName('Quba xalçaları') })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: categoryName('Zərgərlik') }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: t('adminCategories.tree.copyId', { id: 3, title: 'Keramika' }) }));
    await expect(args.onCopyId).toHaveBeenCalledWith(3);
    await expect(canvas.getByText(t('adminCategories.products.pick'))).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CountsIncludeSubcategories: Story = {
  play: async ({ canvas }) => {
    const row = (title: string) => canvas.getByRole('button', { name: categoryName(title) });
    // A parent's total is its subcategories' products together: 1 000 + 250.
    await expect(row('Xalçalar')).toHaveTextContent('1 250');
    await expect(
      within(row('Xalçalar')).getByText(t('adminCategories.tree.count', { count: 1250, formatted: '1 250' })),
    ).toBeInTheDocument();
    await expect(row('Quba xalçaları')).toHaveTextContent('1 000');
    await expect(row('Qarabağ xalçaları')).toHaveTextContent('250');
    await expect(row('Quba xalçaları')).toHaveAttribute('aria-current', 'true');
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('adminCategories.products.title', { title: 'Quba xalçaları' }) }),
    ).toBeVisible();
  },
};

export const AddSubcategoryBlockedWhileHoldingProducts: Story = {
  play: async ({ canvas, args, userEvent }) => {
    // "Quba xalçaları" holds products: its "+" says why it cannot take a subcategory, and does nothing.
    const blocked = canvas.getByRole('button', { name: t('adminCategories.tree.addChild', { title: 'Quba xalçaları' }) });
    await expect(blocked).toHaveAttribute('aria-disabled', 'true');
    await expect(blocked).toHaveAccessibleDescription(t('adminCategories.tree.addChildBlocked'));
    await expect(blocked).toHaveAttribute('title', t('adminCategories.tree.addChildBlocked'));
    await userEvent.click(blocked);
    await expect(args.onAddChild).not.toHaveBeenCalled();
    // A parent, and an empty leaf, take one.
    const parent = canvas.getByRole('button', { name: t('adminCategories.tree.addChild', { title: 'Xalçalar' }) });
    await expect(parent).not.toHaveAttribute('aria-disabled');
    await userEvent.click(parent);
    await expect(args.onAddChild).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await userEvent.click(canvas.getByRole('button', { name: t('adminCategories.tree.expand', { title: 'Keramika' }) }));
    const emptyLeaf = canvas.getByRole('button', { name: t('adminCategories.tree.addChild', { title: 'Qab-qacaq' }) });
    await expect(emptyLeaf).not.toHaveAttribute('aria-disabled');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DragWithTheKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const handle = canvas.getByRole('button', { name: t('adminCategories.products.drag', { name: 'Quba xalçası, qırmızı' }) });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(liveRegion()?.textContent).toContain('Quba xalçası, qırmızı'));
    // Up to the first category that takes products, then one down: "Qarabağ xalçaları".
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowDown}');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        t('adminCategories.drag.over', { name: 'Quba xalçası, qırmızı', title: 'Qarabağ xalçaları' }),
      ),
    );
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        t('adminCategories.drag.dropped', { name: 'Quba xalçası, qırmızı', title: 'Qarabağ xalçaları' }),
      ),
    );
    await expect(args.onMove).toHaveBeenCalledWith([
      { productId: 'p-1', productName: 'Quba xalçası, qırmızı', oldCategory: 11, newCategory: 12 },
    ]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DragWithThePointer: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const handle = canvas.getByRole('button', { name: t('adminCategories.products.drag', { name: 'Kiçik namazlıq' }) });
    const row = canvas.getByRole('button', { name: categoryName('Sırğalar') });
    const from = handle.getBoundingClientRect();
    const to = row.getBoundingClientRect();
    const at = (x: number, y: number) => ({ clientX: x, clientY: y });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: at(from.x + 8, from.y + 8) },
      // Past the few pixels a press may wander before it becomes a drag.
      { coords: at(from.x - 20, from.y + 8) },
      { coords: at(to.x + to.width / 2, to.y + to.height / 2) },
      { keys: '[/MouseLeft]', coords: at(to.x + to.width / 2, to.y + to.height / 2) },
    ]);
    await expect(args.onMove).toHaveBeenCalledWith([
      { productId: 'p-2', productName: 'Kiçik namazlıq', oldCategory: 11, newCategory: 21 },
    ]);
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(t('adminCategories.drag.dropped', { name: 'Kiçik namazlıq', title: 'Sırğalar' })),
    );
  },
};

export const BulkMoveTo: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const bar = canvas.getByRole('region', { name: t('adminCategories.moveTo.label') });
    const move = within(bar).getByRole('button', { name: t('adminCategories.moveTo.move') });
    await expect(move).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: t('adminCategories.products.select', { name: 'Quba xalçası, qırmızı' }) }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: t('adminCategories.products.select', { name: 'Köhnə naxışlı kilim' }) }),
    );
    // A selection without a target: still nothing to do.
    await expect(move).toBeDisabled();
    await userEvent.click(within(bar).getByRole('button', { name: new RegExp(t('adminCategories.moveTo.title', { count: 2 })) }));
    await userEvent.type(await screen.findByRole('combobox', { name: t('productForm.category.search') }), 'qarabag');
    await userEvent.keyboard('{Enter}');
    await expect(move).toBeEnabled();
    await userEvent.click(move);
    await expect(args.onMove).toHaveBeenCalledWith([
      { productId: 'p-1', productName: 'Quba xalçası, qırmızı', oldCategory: 11, newCategory: 12 },
      { productId: 'p-4', productName: 'Köhnə naxışlı kilim', oldCategory: 11, newCategory: 12 },
    ]);
    // The ticks are cleared once the moves are listed.
    await expect(
      canvas.getByRole('checkbox', { name: t('adminCategories.products.select', { name: 'Quba xalçası, qırmızı' }) }),
    ).not.toBeChecked();
    await expect(move).toBeDisabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PendingMovesAndConfirm: Story = {
  args: { pending: samplePendingMoves },
  play: async ({ canvas, args, userEvent }) => {
    const confirm = canvas.getByRole('button', { name: t('adminCategories.pending.confirm', { count: 3 }) });
    await expect(confirm).toHaveTextContent(t('adminCategories.pending.confirm', { count: 3 }));
    await expect(
      canvas.getByText(
        t('adminCategories.pending.move', { name: 'Quba xalçası, qırmızı', from: 'Quba xalçaları', to: 'Qarabağ xalçaları' }),
      ),
    ).toBeVisible();
    await expect(canvas.getAllByText(t('adminCategories.products.pendingTo', { title: 'Qarabağ xalçaları' }))).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: t('adminCategories.pending.remove', { name: 'Gümüş sırğa' }) }));
    await expect(args.onRemovePending).toHaveBeenCalledWith('p-9');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NothingPending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('adminCategories.pending.confirm', { count: 0 }) })).toBeDisabled();
    await expect(canvas.getByText(t('adminCategories.pending.none'))).toBeVisible();
  },
};

export const ConfirmFails: Story = {
  args: {
    pending: samplePendingMoves,
    onConfirm: fn(async () => Promise.reject(Object.assign(new Error('stale'), { code: 'CATEGORY_CHANGED' }))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('adminCategories.pending.confirm', { count: 3 }) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.CATEGORY_CHANGED'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { treeState: 'loading', categories: [], productsState: 'loading', products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('adminCategories.tree.loading'))).toHaveAttribute('role', 'status');
    await expect(canvas.getByText(t('adminCategories.products.loading'))).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  args: { treeState: 'error', categories: [], productsState: 'error', products: [] },
  play: async ({ canvas, args, userEvent }) => {
    const [tree, products] = canvas.getAllByRole('alert');
    await expect(tree).toHaveTextContent(t('adminCategories.tree.error'));
    await userEvent.click(within(products as HTMLElement).getByRole('button', { name: t('adminCategories.products.retry') }));
    await expect(args.onRetryProducts).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { pending: samplePendingMoves.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('adminCategories.pending.confirm', { count: 1 }) })).toBeVisible();
  },
};

/** Mid-drag, held over a category: the preview reads the product's name on one line, clear of the rows. */
export const DragPreview: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = 'Quba xalçası, qırmızı';
    const handle = canvas.getByRole('button', { name: t('adminCategories.products.drag', { name }) });
    const row = canvas.getByRole('button', { name: categoryName('Sırğalar') });
    const from = handle.getBoundingClientRect();
    const to = row.getBoundingClientRect();
    const at = (x: number, y: number) => ({ clientX: x, clientY: y });
    // Pressed on the handle and moved over the category, not released, so that the screenshot shows
    // the preview; the last story of the file, since the button stays held.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: at(from.x + 8, from.y + 8) },
      { coords: at(from.x - 20, from.y + 8) },
      { coords: at(to.x + to.width / 2, to.y + to.height / 2) },
    ]);
    const preview = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-slot="category-drag-preview"]');
      if (!found) throw new Error('no drag preview yet');
      return found;
    });
    await expect(preview).toHaveTextContent(name);
    const box = preview.getBoundingClientRect();
    // One line of text (not a 32-px column of wrapped words), wider than the handle it starts from.
    await expect(box.height).toBeLessThan(48);
    await expect(box.width).toBeGreaterThan(from.width * 3);
  },
};
