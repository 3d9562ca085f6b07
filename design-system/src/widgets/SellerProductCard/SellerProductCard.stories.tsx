import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { SellerProductCard } from './SellerProductCard.tsx';
import { SellerProductCardSkeleton } from './SellerProductCardSkeleton.tsx';
import { sampleSellerItems } from './sampleSellerItems.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const [active] = sampleSellerItems(1);
if (!active) throw new Error('no sample item');

const meta = {
  title: 'Widgets/SellerProductCard',
  component: SellerProductCard,
  args: {
    item: { ...active, viewCount: 1234 },
    selected: false,
    onSelectedChange: fn(),
    onEdit: fn(),
    onToggleStatus: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-72 p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SellerProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByText(t('merchant.products.card.noCover'))).toBeNull();
    await expect(canvas.getByRole('heading', { name: active.productName })).toBeVisible();
    await expect(canvas.getByText(t('merchant.products.card.views', { count: 1234, formatted: '1 234' }))).toBeVisible();
    await expect(canvas.getByText(t('merchant.products.status.ACTIVE'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('merchant.products.card.edit') }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('merchant.products.card.hide') }));
    await expect(args.onToggleStatus).toHaveBeenCalledOnce();
    // Advertising is not offered yet: the button is there, disabled, and says so.
    const ads = canvas.getByRole('button', { name: new RegExp(t('merchant.products.card.ads')) });
    await expect(ads).toBeDisabled();
    await expect(ads).toHaveAccessibleDescription(t('merchant.products.card.adsSoon'));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: t('merchant.products.card.select', { name: active.productName }) }),
    );
    await expect(args.onSelectedChange).toHaveBeenCalledWith(true);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Hidden: Story = {
  args: { item: { ...active, status: 'HIDDEN' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(t('merchant.products.status.HIDDEN'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('merchant.products.card.show') })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-slot="seller-product-card"]')).toHaveAttribute('data-status', 'HIDDEN');
  },
};

export const SelectedAndPending: Story = {
  args: { selected: true, statusPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByRole('button', { name: t('merchant.products.card.hide') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongAzerbaijaniNameWithoutCover: Story = {
  args: {
    item: {
      ...active,
      productName: 'Əl işi Qarabağ xalçası — yun və ipək qarışığı, təbii boyalarla rənglənmiş, 150×200 sm',
      coverImage: '',
      viewCount: 1,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(t('merchant.products.card.views', { count: 1, formatted: '1' }))).toBeVisible();
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="seller-product-card"]');
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0);
    await expect(canvasElement.querySelector('[data-slot="image"]')).toHaveAttribute('data-state', 'placeholder');
    // Shoppers do not see a product without a cover: the seller is told why.
    await expect(canvas.getByText(t('merchant.products.card.noCover'))).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <SellerProductCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(3);
  },
};
