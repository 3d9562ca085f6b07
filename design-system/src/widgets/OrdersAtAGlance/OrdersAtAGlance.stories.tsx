import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect } from 'storybook/test';
import { OrdersAtAGlance } from './OrdersAtAGlance.tsx';

const t = (key: string) => getI18n().t(key);

const meta = {
  title: 'Widgets/OrdersAtAGlance',
  component: OrdersAtAGlance,
  args: {
    counts: { newOrders: 3, dueSoon: 2, late: 1 },
    links: { newOrders: '/orders?status=PLACED', dueSoon: '/orders', late: '/orders?sort=shipBy' },
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrdersAtAGlance>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLateOrders: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: t('merchant.dashboard.orders.title') })).toBeVisible();
    const newOrders = canvas.getByRole('link', { name: `${t('merchant.dashboard.orders.newOrders')} 3` });
    await expect(newOrders).toHaveAttribute('href', '/orders?status=PLACED');
    await expect(canvasElement.querySelector('[data-slot="orders-late"]')).toHaveClass('text-danger-700');
  },
};

export const NothingWaiting: Story = {
  args: { counts: { newOrders: 0, dueSoon: 0, late: 0 } },
  play: async ({ canvasElement }) => {
    // No alarm without late orders.
    await expect(canvasElement.querySelector('[data-slot="orders-late"]')).not.toHaveClass('text-danger-700');
    await expect(canvasElement.querySelector('[data-slot="orders-newOrders"]')).toHaveTextContent('0');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Orders' })).toBeVisible();
  },
};
