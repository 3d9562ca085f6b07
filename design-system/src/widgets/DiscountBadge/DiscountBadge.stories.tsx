import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { getI18n } from 'react-i18next';
import { DiscountBadge } from './DiscountBadge.tsx';

const meta = {
  title: 'Widgets/DiscountBadge',
  component: DiscountBadge,
  args: { discountType: 'AMOUNT', discountValue: 5 },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiscountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const badge = (root: HTMLElement) => root.querySelector('[data-slot="discount-badge"]');

export const Amount: Story = {
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('5,00 ₼ endirim');
    await expect(badge(canvasElement)).toHaveAttribute('data-discount', 'AMOUNT');
  },
};

export const Percentage: Story = {
  args: { discountType: 'PERCENTAGE', discountValue: 15 },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('15% endirim');
  },
};

export const NoDiscount: Story = {
  args: { discountType: '', discountValue: 0 },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toBeNull();
  },
};

export const EveryLanguage: Story = {
  globals: { locale: 'tr' },
  render: () => (
    <div className="flex gap-2">
      <DiscountBadge discountType="AMOUNT" discountValue={12.5} />
      <DiscountBadge discountType="PERCENTAGE" discountValue={30} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(getI18n().language).toBe('tr'));
    const badges = canvasElement.querySelectorAll('[data-slot="discount-badge"]');
    await expect(badges[0]).toHaveTextContent('12,50 ₼ indirim');
    await expect(badges[1]).toHaveTextContent('%30 indirim');
  },
};
