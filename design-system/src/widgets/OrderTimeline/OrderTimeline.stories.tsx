import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect } from 'storybook/test';
import type { OrderEvent } from '@marketplace/contract';
import { sampleOrder } from '../OrderDetail/sampleOrders.ts';
import { OrderTimeline } from './OrderTimeline.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const delivered = sampleOrder('COMPLETED');
const cancelled = sampleOrder('CANCELLED');
/** A cash order delivered: the store collects the cash, then gives part of it back for a cracked cup. */
const deliveredEvents = sampleOrder('DELIVERED').events;
const withMoney: OrderEvent[] = [
  ...deliveredEvents,
  {
    status: 'DELIVERED',
    action: 'CASH_COLLECTED',
    actor: 'SELLER',
    actorName: 'Nar Keramika',
    note: '',
    amountQepik: 12_950,
    at: '2026-01-15T08:00:00Z',
  },
  {
    status: 'DELIVERED',
    action: 'REFUNDED',
    actor: 'SELLER',
    actorName: 'Nar Keramika',
    note: 'Fincanlardan biri çatlamış gəlib.',
    amountQepik: 4_250,
    at: '2026-01-15T09:30:00Z',
  },
];

const meta = {
  title: 'Widgets/OrderTimeline',
  component: OrderTimeline,
  args: { events: delivered.events, trackingUrl: delivered.shipment?.trackingUrl },
  decorators: [
    (Story) => (
      <div className="max-w-xl bg-surface p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromPlacedToCompleted: Story = {
  play: async ({ canvas, canvasElement }) => {
    const events = canvasElement.querySelectorAll('[data-slot="order-event"]');
    await expect(events).toHaveLength(6);
    await expect(events[0]).toHaveTextContent(t('orders.timeline.event.PLACE'));
    // Who moved it, by role and name; the server's own move by role only.
    await expect(events[1]).toHaveTextContent('Mağaza: Nar Keramika');
    await expect(events[5]).toHaveTextContent(t('orders.timeline.actor.SYSTEM'));
    // The last change is the current step.
    await expect(events[5]).toHaveAttribute('aria-current', 'step');
    // The shipment's carrier and tracking, with the tracking link.
    await expect(events[3]).toHaveTextContent('Azərpoçt · RR123456789AZ');
    await expect(canvas.getByRole('link', { name: t('orders.tracking.open') })).toHaveAttribute(
      'href',
      'https://www.azerpost.az/track?code=RR123456789AZ',
    );
    await expect(canvas.getAllByText('12 yanvar 2026', { exact: false })).toHaveLength(2);
  },
};

export const CancelledWithReason: Story = {
  args: { events: cancelled.events, trackingUrl: undefined },
  play: async ({ canvasElement }) => {
    const events = canvasElement.querySelectorAll('[data-slot="order-event"]');
    await expect(events).toHaveLength(2);
    await expect(events[1]).toHaveTextContent(t('orders.timeline.event.DECLINE'));
    await expect(events[1]?.querySelector('[data-slot="order-event-note"]')).toHaveTextContent(
      t('orders.timeline.reason', { reason: cancelled.cancelReason, interpolation: { escapeValue: false } }),
    );
  },
};

export const RefundedAfterCashCollected: Story = {
  args: { events: withMoney, trackingUrl: undefined },
  play: async ({ canvasElement }) => {
    const events = canvasElement.querySelectorAll('[data-slot="order-event"]');
    const [collected, refunded] = [events[events.length - 2], events[events.length - 1]];
    // The money's moves with their amounts in manat, who made them, and the refund's reason.
    await expect(collected).toHaveTextContent(t('orders.timeline.event.CASH_COLLECTED', { amount: '129,50 ₼' }));
    await expect(refunded).toHaveTextContent(t('orders.timeline.event.REFUNDED', { amount: '42,50 ₼' }));
    await expect(refunded).toHaveTextContent('Mağaza: Nar Keramika');
    await expect(refunded?.querySelector('[data-slot="order-event-note"]')).toHaveTextContent(
      t('orders.timeline.reason', { reason: 'Fincanlardan biri çatlamış gəlib.' }),
    );
    await expect(refunded).toHaveAttribute('aria-current', 'step');
  },
};

export const RefundedInEnglish: Story = {
  args: { events: withMoney, trackingUrl: undefined },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refunded 42.50 ₼')).toBeVisible();
    await expect(canvas.getByText('Cash collected: 129.50 ₼')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order history' })).toBeVisible();
    await expect(canvas.getByText('The buyer confirmed delivery')).toBeVisible();
    await expect(canvas.getAllByText('12 January 2026', { exact: false })).toHaveLength(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const timeline = canvasElement.querySelector('[data-slot="order-timeline"]') as HTMLElement;
    await expect(timeline.scrollWidth).toBeLessThanOrEqual(timeline.clientWidth + 1);
  },
};
