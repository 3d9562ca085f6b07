import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { BulkEditAnswer } from '@marketplace/contract';
import { BulkEditDialog } from './BulkEditDialog.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const dialog = async () => within(await within(document.body).findByRole('dialog'));

const preview: BulkEditAnswer = {
  dryRun: true,
  matched: 230,
  changed: 228,
  unchanged: 1,
  skipped: [{ id: 's1', productName: 'Kiçik mis qab', code: 'PRICE_OUT_OF_RANGE' }],
  preview: [
    { id: 'a', productName: 'Şəki kəlağayısı, ipək, əl ilə boyanmış', before: 45, after: 49.5 },
    { id: 'b', productName: 'Lahıc mis sini', before: 120, after: 132 },
    { id: 'c', productName: 'Qobustan keramika vaza', before: 38.9, after: 42.79 },
  ],
};
const applied: BulkEditAnswer = { ...preview, dryRun: false, preview: [] };

const meta = {
  title: 'Widgets/BulkEditDialog',
  component: BulkEditDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    count: 230,
    categories: [
      { id: 11, title: 'Kəlağayılar' },
      { id: 12, title: 'Mis qablar' },
    ],
    onPreview: fn(async () => preview),
    onApply: fn(async () => applied),
  },
} satisfies Meta<typeof BulkEditDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Up by 10 %: the preview comes first and nothing is applied until the seller confirms. */
export const PriceUpByPercent: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await expect(body.getByText(t('catalogueTools.bulk.description', { count: 230, formatted: '230' }))).toBeVisible();
    await userEvent.selectOptions(
      body.getByLabelText(t('catalogueTools.bulk.how')),
      t('catalogueTools.bulk.ops.price.increasePercent'),
    );
    await userEvent.type(body.getByLabelText(t('catalogueTools.bulk.amountOf.price'), { exact: false }), '10');
    await userEvent.click(body.getByRole('button', { name: t('catalogueTools.bulk.preview') }));
    await expect(args.onPreview).toHaveBeenCalledWith({ field: 'price', op: 'percent', value: 10 });
    await expect(await body.findByRole('table')).toBeVisible();
    await expect(body.getByRole('rowheader', { name: 'Lahıc mis sini' })).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: t('catalogueTools.bulk.apply', { count: 228 }) }));
    await expect(args.onApply).toHaveBeenCalledWith({ field: 'price', op: 'percent', value: 10 });
    await expect(await body.findByText(t('catalogueTools.bulk.changedDone', { count: 228, formatted: '228' }))).toBeVisible();
  },
};

/** The preview: before and after per product, how many change, and those left as they are with why. */
export const Preview: Story = {
  args: { initial: { values: { field: 'price', op: 'increasePercent', value: '10' }, preview } },
  play: async () => {
    const body = await dialog();
    const rows = within(body.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[2]).toHaveTextContent('120,00 ₼');
    await expect(rows[2]).toHaveTextContent('132,00 ₼');
    await expect(body.getByText(t('catalogueTools.bulk.andMore', { count: 225 }))).toBeVisible();
    await expect(body.getByText(t('catalogueTools.errors.PRICE_OUT_OF_RANGE'), { exact: false })).toBeVisible();
  },
};

/** The summary after applying. */
export const Applied: Story = {
  args: { initial: { values: { field: 'price', op: 'increasePercent', value: '10' }, preview, result: applied } },
  play: async () => {
    const body = await dialog();
    await expect(body.getByText(t('catalogueTools.bulk.changedDone', { count: 228, formatted: '228' }))).toBeVisible();
    await expect(body.queryByRole('table')).toBeNull();
    await expect(body.getByRole('button', { name: t('catalogueTools.bulk.done') })).toBeVisible();
  },
};

/** A category: only the store's leaf categories are offered; none chosen is said on the field. */
export const Category: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.selectOptions(body.getByLabelText(t('catalogueTools.bulk.field')), t('catalogueTools.bulk.fields.category'));
    await userEvent.click(body.getByRole('button', { name: t('catalogueTools.bulk.preview') }));
    const category = body.getByLabelText(t('catalogueTools.bulk.fields.category'), { exact: false });
    await waitFor(() => expect(category).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onPreview).not.toHaveBeenCalled();
    await userEvent.selectOptions(category, 'Mis qablar');
    await userEvent.click(body.getByRole('button', { name: t('catalogueTools.bulk.preview') }));
    await expect(args.onPreview).toHaveBeenCalledWith({ field: 'category', categoryId: 12 });
  },
};

/** Stock taken away from stocked products; a value that is no whole number is refused on the field. */
export const StockDown: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.selectOptions(body.getByLabelText(t('catalogueTools.bulk.field')), t('catalogueTools.bulk.fields.stock'));
    await userEvent.selectOptions(body.getByLabelText(t('catalogueTools.bulk.how')), t('catalogueTools.bulk.ops.stock.decrease'));
    const value = body.getByLabelText(t('catalogueTools.bulk.amountOf.stock'), { exact: false });
    await userEvent.type(value, '1,5');
    await userEvent.click(body.getByRole('button', { name: t('catalogueTools.bulk.preview') }));
    await waitFor(() => expect(value).toHaveAccessibleDescription(t('catalogueTools.bulk.errors.whole')));
    await userEvent.clear(value);
    await userEvent.type(value, '2');
    await userEvent.click(body.getByRole('button', { name: t('catalogueTools.bulk.preview') }));
    await expect(args.onPreview).toHaveBeenCalledWith({ field: 'stock', op: 'add', value: -2 });
  },
};

/** The server refused: its message shows and the choices stay. */
export const Refused: Story = {
  args: { message: 'Mağaza deaktiv edilib.' },
  play: async () => {
    const body = await dialog();
    await expect(body.getByRole('alert')).toHaveTextContent('Mağaza deaktiv edilib.');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initial: { values: { field: 'price', op: 'increasePercent', value: '10' }, preview } },
  play: async () => {
    const body = await dialog();
    await expect(body.getByRole('button', { name: t('catalogueTools.bulk.back') })).toBeVisible();
  },
};
