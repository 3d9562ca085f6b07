import { PAYMENT_STATUS, type PaymentStatus } from '@marketplace/contract';

/** What the return page tells the buyer about a card payment. */
export type PaymentOutcome = 'WAITING' | 'PAID' | 'DECLINED' | 'EXPIRED' | 'FAILED';

/**
 * The buyer's view of a card payment: still waiting until the bank has answered and the order is
 * placed (an authorised payment whose order is being written is still "waiting"), paid once the
 * orders exist, else why it ended without an order. A voided payment is one whose order could not
 * be placed: the bank's hold is released.
 */
export function paymentOutcomeOf(status: PaymentStatus, placed: boolean): PaymentOutcome {
  switch (status) {
    case PAYMENT_STATUS.AUTHORIZED:
    case PAYMENT_STATUS.CAPTURED:
      return placed ? 'PAID' : 'WAITING';
    case PAYMENT_STATUS.DECLINED:
      return 'DECLINED';
    case PAYMENT_STATUS.EXPIRED:
      return 'EXPIRED';
    case PAYMENT_STATUS.FAILED:
    case PAYMENT_STATUS.VOIDED:
      return 'FAILED';
    default:
      return placed ? 'PAID' : 'WAITING';
  }
}
