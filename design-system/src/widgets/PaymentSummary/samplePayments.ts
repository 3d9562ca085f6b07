import { ORDER_PAYMENT_ACTION, type OrderPayment } from '@marketplace/contract';

/** Story data for the payment widgets: an order of 157,00 ₼ (the sample order's total) in each money state. */

export const SAMPLE_TOTAL_QEPIK = 15_700;

const base: OrderPayment = {
  method: 'CASH',
  status: 'PENDING',
  paymentId: 'p1',
  paymentStatus: 'CASH_PENDING',
  refundedQepik: 0,
  refundableQepik: 0,
  refunds: [],
  actions: [],
};

export const cashPending: OrderPayment = base;

export const cashCollected: OrderPayment = {
  ...base,
  status: 'PAID',
  paymentStatus: 'CASH_COLLECTED',
  refundableQepik: SAMPLE_TOTAL_QEPIK,
};

export const cardPaid: OrderPayment = {
  ...base,
  method: 'TEST_CARD',
  status: 'PAID',
  paymentStatus: 'CAPTURED',
  refundableQepik: SAMPLE_TOTAL_QEPIK,
};

export const cardPartlyRefunded: OrderPayment = {
  ...cardPaid,
  status: 'PARTIALLY_REFUNDED',
  refundedQepik: 4_250,
  refundableQepik: SAMPLE_TOTAL_QEPIK - 4_250,
  refunds: [
    {
      refundId: 'r1',
      amountQepik: 4_250,
      reason: 'Fincanlardan biri çatlamış gəlib; onun pulunu qaytarırıq.',
      actor: 'SELLER',
      status: 'DONE',
      at: '2026-01-14T09:30:00Z',
    },
  ],
};

export const epointRefunded: OrderPayment = {
  ...cardPaid,
  method: 'EPOINT',
  status: 'REFUNDED',
  refundedQepik: SAMPLE_TOTAL_QEPIK,
  refundableQepik: 0,
  refunds: [
    { ...cardPartlyRefunded.refunds[0]! },
    {
      refundId: 'r2',
      amountQepik: SAMPLE_TOTAL_QEPIK - 4_250,
      reason: 'Sifariş ləğv edildi.',
      actor: 'ADMIN',
      status: 'DONE',
      at: '2026-01-15T07:10:00Z',
    },
  ],
};

/** A card refund the bank has not answered yet, after one it refused. */
export const cardRefundsUnsettled: OrderPayment = {
  ...cardPaid,
  status: 'PARTIALLY_REFUNDED',
  refundedQepik: 2_000,
  refundableQepik: SAMPLE_TOTAL_QEPIK - 2_000,
  refunds: [
    {
      refundId: 'r3',
      amountQepik: 3_000,
      reason: 'Qablaşdırma zədəli idi.',
      actor: 'SELLER',
      status: 'FAILED',
      at: '2026-01-14T09:30:00Z',
    },
    {
      refundId: 'r4',
      amountQepik: 2_000,
      reason: 'Qablaşdırma zədəli idi.',
      actor: 'SELLER',
      status: 'PENDING',
      at: '2026-01-15T08:00:00Z',
    },
  ],
};

/** The same payment as its store sees it, with the moves it may make. */
export const withActions = (payment: OrderPayment, ...actions: OrderPayment['actions']): OrderPayment => ({
  ...payment,
  actions,
});

export const { REFUND, MARK_CASH_COLLECTED } = ORDER_PAYMENT_ACTION;
