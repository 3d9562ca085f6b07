import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PromotedProductCard } from './PromotedProductCard.tsx';
import { sampleCard } from './sampleItems.ts';

const HREF = '/item?name=seki-xalcasi&id=3f2c1a9e-0000-4000-8000-000000000001';

const meta = {
  title: 'Widgets/PromotedProductCard',
  component: PromotedProductCard,
  args: { item: sampleCard(), href: HREF, promotionId: 'promotion-1' },
  decorators: [
    (Story) => (
      <div className="w-60 p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromotedProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Marked "Ad" over the photo's corner; the whole card still opens the product, and carries its promotion for the page's counting. */
export const Promoted: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Reklam')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Şəki xalçası' })).toHaveAttribute('href', HREF);
    await expect(canvasElement.querySelector('[data-promotion-id="promotion-1"]')).not.toBeNull();
  },
};

/** A discounted product: the discount keeps its corner, the mark takes the other. */
export const PromotedWithDiscount: Story = {
  args: { item: { ...sampleCard(), discountType: 'PERCENTAGE', discountValue: 15, salePrice: 102 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Reklam')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="discount-badge"]')).not.toBeNull();
  },
};
