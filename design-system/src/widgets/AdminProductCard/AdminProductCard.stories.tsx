import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { AdminProductCard } from './AdminProductCard.tsx';
import { sampleAdminItems } from './sampleAdminItems.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const [percent, amount, plain] = sampleAdminItems(3);
if (!percent || !amount || !plain) throw new Error('no sample items');

const meta = {
  title: 'Widgets/AdminProductCard',
  component: AdminProductCard,
  args: {
    item: { ...percent, viewCount: 12_345, favCount: 87, sold: 42, rating: 4.4, media: ['a', 'b', 'c'] },
    selected: false,
    onSelectedChange: fn(),
    onEdit: fn(),
    onToggleStatus: fn(),
    onDelete: fn(),
    onRestore: fn(),
    onStoreFilter: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-72 p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const card = canvas.getByRole('article', { name: percent.productName });
    await expect(card).toHaveAttribute('data-status', 'ACTIVE');
    await expect(canvas.getByText(t('adminProducts.status.ACTIVE'))).toBeVisible();
    await expect(canvas.getByText(t('adminProducts.card.author', { name: percent.authorName }))).toBeVisible();
    await expect(canvas.getByText(percent.id)).toBeVisible();
    // 'X%' for a PERCENTAGE discount, the sale price first and the old one struck through.
    await expect(canvas.getByText(t('catalogue.discount.percent', { value: 15 }))).toBeVisible();
    await expect(card.querySelector('[data-slot="price-tag"]')).toHaveAttribute('data-on-sale', 'true');
    // Views, favourites, sold; 4.4 shows as 4 whole stars of 5; three media beside the cover.
    await expect(canvas.getByText('12 345')).toBeVisible();
    await expect(canvas.getByText('87')).toBeVisible();
    await expect(canvas.getByText('42')).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('primitives.stars.label', { value: 4, max: 5 }) })).toBeVisible();
    await expect(canvas.getByText(t('adminProducts.card.extraMedia', { count: 3 }))).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('adminProducts.card.edit') }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('adminProducts.card.hide') }));
    await expect(args.onToggleStatus).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('adminProducts.card.delete') }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('adminProducts.card.storeFilter', { name: percent.storeName }) }));
    await expect(args.onStoreFilter).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('adminProducts.card.select', { name: percent.productName }) }));
    await expect(args.onSelectedChange).toHaveBeenCalledWith(true);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** 'X ₼' off for an AMOUNT discount; a hidden product offers Show. */
export const HiddenWithAmountDiscount: Story = {
  args: { item: { ...amount, status: 'HIDDEN', media: [] } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(t('adminProducts.status.HIDDEN'))).toBeVisible();
    const badge = canvas.getByText(t('catalogue.discount.amount', { amount: '5,00 ₼' }));
    await expect(badge).toHaveAttribute('data-discount', 'AMOUNT');
    await expect(canvas.queryByText(/\+\d/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('adminProducts.card.show') }));
    await expect(args.onToggleStatus).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Deleted: the date until which it can be restored, and Restore instead of hide and delete. */
export const Deleted: Story = {
  args: { item: { ...plain, deletedDate: '2026-11-20T10:00:00.000Z', rating: 0 } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(t('adminProducts.status.DELETED'))).toBeVisible();
    await expect(canvas.getByText(t('adminProducts.card.restorableUntil', { date: '20.12.2026' }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('adminProducts.card.delete') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('adminProducts.card.hide') })).toBeNull();
    await expect(canvas.queryByText(/endirim|%/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('adminProducts.card.restore') }));
    await expect(args.onRestore).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Pending: Story = {
  args: { pending: true, selected: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveAttribute('data-selected', 'true');
    await expect(within(card).getByRole('button', { name: t('adminProducts.card.delete') })).toBeDisabled();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('В продаже')).toBeVisible();
    await expect(canvas.getByText('+3 файла')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Удалить' })).toBeVisible();
  },
};
