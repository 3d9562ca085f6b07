import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect } from 'storybook/test';
import { ORDER_PAYMENT_STATUSES } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import { OrderPaymentBadge, PaymentSummary } from './PaymentSummary.tsx';
import {
  SAMPLE_TOTAL_QEPIK,
  cardPaid,
  cardPartlyRefunded,
  cardRefundsUnsettled,
  cashCollected,
  cashPending,
  epointRefunded,
} from './samplePayments.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const slot = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`);

const meta = {
  title: 'Widgets/PaymentSummary',
  component: PaymentSummary,
  args: { payment: cashPending, totalQepik: SAMPLE_TOTAL_QEPIK, variant: 'buyer' },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CashNotYetCollected: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: t('payments.summary.title') })).toBeVisible();
    await expect(slot(canvasElement, 'payment-status')).toHaveTextContent(t('payments.orderStatus.PENDING'));
    await expect(slot(canvasElement, 'payment-method')).toHaveTextContent(t('payments.method.CASH'));
    await expect(slot(canvasElement, 'payment-paid')).toHaveTextContent(t('payments.summary.notYet'));
    await expect(slot(canvasElement, 'payment-note')).toHaveTextContent(t('payments.summary.cashPendingBuyer'));
  },
};

export const CashCollectedForTheStore: Story = {
  args: { payment: cashCollected, variant: 'seller' },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'payment-status')).toHaveTextContent(t('payments.orderStatus.PAID'));
    await expect(slot(canvasElement, 'payment-paid')).toHaveTextContent('157,00 ₼');
    await expect(slot(canvasElement, 'payment-note')).toBeNull();
  },
};

export const PaidByCard: Story = {
  args: { payment: cardPaid },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'payment-method')).toHaveTextContent(t('payments.method.TEST_CARD'));
    await expect(slot(canvasElement, 'payment-paid')).toHaveTextContent('157,00 ₼');
    await expect(slot(canvasElement, 'payment-refunded')).toBeNull();
  },
};

/** What the store sees: the refund with its reason, what may still go back, and its moves under it. */
export const PartlyRefundedWithActions: Story = {
  args: {
    payment: cardPartlyRefunded,
    variant: 'seller',
    actions: <Button variant="outline">{'Pulu qaytar'}</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(slot(canvasElement, 'payment-status')).toHaveTextContent(t('payments.orderStatus.PARTIALLY_REFUNDED'));
    await expect(slot(canvasElement, 'payment-refunded')).toHaveTextContent('42,50 ₼');
    await expect(slot(canvasElement, 'payment-refundable')).toHaveTextContent('114,50 ₼');
    const refunds = canvas.getByRole('list', { name: t('payments.summary.refunds') });
    await expect(refunds).toHaveTextContent('Fincanlardan biri çatlamış gəlib');
    await expect(refunds).toHaveTextContent(t('payments.summary.by.SELLER'));
    await expect(refunds).toHaveTextContent('14 yanvar 2026');
    await expect(canvas.getByRole('button', { name: 'Pulu qaytar' })).toBeVisible();
  },
};

/** The buyer reads each refund, but not what may still be refunded. */
export const RefundedForTheBuyer: Story = {
  args: { payment: epointRefunded },
  play: async ({ canvas, canvasElement }) => {
    await expect(slot(canvasElement, 'payment-status')).toHaveTextContent(t('payments.orderStatus.REFUNDED'));
    await expect(slot(canvasElement, 'payment-refundable')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(t('payments.summary.by.ADMIN'), { exact: false })).toBeVisible();
  },
};

/** Every order payment status's badge, each its own colour. */
export const EveryStatus: Story = {
  render: () => (
    <ul className="flex flex-col items-start gap-2">
      {ORDER_PAYMENT_STATUSES.map((status) => (
        <li key={status}>
          <OrderPaymentBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const status of ORDER_PAYMENT_STATUSES)
      await expect(canvas.getByText(t(`payments.orderStatus.${status}`))).toBeVisible();
    const tones = new Set(
      Array.from(canvasElement.querySelectorAll('[data-slot="payment-status"]')).map((badge) => badge.getAttribute('data-tone')),
    );
    await expect(tones.size).toBe(ORDER_PAYMENT_STATUSES.length);
  },
};

/** A card payment the bank holds but has not yet taken: the admin (and the store) read so. */
export const HeldByTheBank: Story = {
  args: { payment: { ...cardPaid, paymentStatus: 'AUTHORIZED' }, variant: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'payment-note')).toHaveTextContent(t('payments.summary.held'));
  },
};

/** A refund the bank refused is struck through and says so; one still with the bank says that. */
export const RefundsNotSettled: Story = {
  args: { payment: cardRefundsUnsettled, variant: 'seller' },
  play: async ({ canvas }) => {
    const refunds = canvas.getAllByRole('listitem');
    await expect(refunds[0]).toHaveTextContent(t('payments.summary.refundStatus.FAILED'));
    await expect(refunds[1]).toHaveTextContent(t('payments.summary.refundStatus.PENDING'));
    await expect(canvas.getByText('30,00 ₼')).toHaveClass('line-through');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { payment: cardPartlyRefunded, variant: 'admin' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Kısmen iade edildi')).toBeVisible();
    await expect(slot(canvasElement, 'payment-refunded')).toHaveTextContent('42,50 ₼');
    await expect(canvas.getByText('Hâlâ iade edilebilir')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { payment: epointRefunded, variant: 'seller' },
  play: async ({ canvasElement }) => {
    const box = slot(canvasElement, 'payment-summary')!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
  },
};
