import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect } from 'storybook/test';
import { ORDER_STATUSES } from '@marketplace/contract';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

const t = (key: string) => getI18n().t(key);

const meta = {
  title: 'Widgets/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'PLACED' },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status side by side, small and medium, and the late mark beside the ones that can be late. */
function AllStatuses() {
  return (
    <div className="flex flex-col gap-3">
      {ORDER_STATUSES.map((status) => (
        <div key={status} className="flex flex-wrap items-center gap-4">
          <OrderStatusBadge status={status} />
          <OrderStatusBadge status={status} size="md" />
          {['PLACED', 'ACCEPTED', 'IN_PRODUCTION'].includes(status) ? <OrderStatusBadge status={status} late /> : null}
        </div>
      ))}
    </div>
  );
}

export const EveryStatus: Story = {
  render: () => <AllStatuses />,
  play: async ({ canvas, canvasElement }) => {
    for (const status of ORDER_STATUSES)
      await expect(canvas.getAllByText(t(`orders.status.${status}`)).length).toBeGreaterThan(0);
    // Each status its own colour.
    const tones = new Set(
      Array.from(canvasElement.querySelectorAll('[data-slot="order-status"] > [data-slot="badge"]:first-child')).map((badge) =>
        badge.getAttribute('data-tone'),
      ),
    );
    await expect(tones.size).toBe(ORDER_STATUSES.length);
    await expect(canvasElement.querySelectorAll('[data-slot="order-late"]')).toHaveLength(3);
  },
};

export const Late: Story = {
  args: { status: 'IN_PRODUCTION', late: true, size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('orders.status.IN_PRODUCTION'))).toBeVisible();
    await expect(canvas.getByText(t('orders.late'))).toBeVisible();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  render: () => <AllStatuses />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Отменён').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Просрочен')).toHaveLength(3);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <AllStatuses />,
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};
