import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceTag } from './PriceTag.tsx';

const meta = {
  title: 'Widgets/PriceTag',
  component: PriceTag,
  args: { price: 45 },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const tag = canvasElement.querySelector('[data-slot="price-tag"]');
    await expect(tag).toHaveTextContent('Qiymət: 45,00 ₼');
    await expect(tag?.querySelector('del')).toBeNull();
  },
};

export const OnSale: Story = {
  args: { price: 1250, salePrice: 999.9, size: 'lg' },
  play: async ({ canvasElement }) => {
    const tag = canvasElement.querySelector('[data-slot="price-tag"]');
    await expect(tag).toHaveAttribute('data-on-sale', 'true');
    await expect(tag).toHaveTextContent('Endirimli qiymət: 999,90 ₼');
    await expect(tag?.querySelector('del')).toHaveTextContent('Əvvəlki qiymət: 1 250,00 ₼');
  },
};

export const SalePriceNotLower: Story = {
  args: { price: 30, salePrice: 30 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};
