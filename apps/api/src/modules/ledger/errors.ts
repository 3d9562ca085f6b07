import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER, LEDGER_ERROR_CODES, type LedgerErrorCode } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

const refuse = (status: number, code: LedgerErrorCode, message: string, extra: ConstructorParameters<typeof HttpError>[3] = {}) =>
  new HttpError(status, code, message, extra);

const C = LEDGER_ERROR_CODES;

/** The answers of the ledger calls that are not success; the web app shows `errors.{code}`. */
export const ledgerErrors = {
  storeNotFound: () => refuse(404, C.LEDGER_STORE_NOT_FOUND, 'There is no such store.'),
  categoryNotFound: () =>
    refuse(404, C.COMMISSION_CATEGORY_NOT_FOUND, 'There is no such category.', {
      fields: { categoryId: 'There is no such category.' },
    }),
  nothingAvailable: (availableQepik: number) =>
    refuse(409, C.PAYOUT_NOTHING_AVAILABLE, 'The store has no available balance to pay out.', { details: { availableQepik } }),
  moreThanAvailable: (availableQepik: number) =>
    refuse(409, C.PAYOUT_MORE_THAN_AVAILABLE, 'That is more than the store’s available balance.', {
      fields: { amountQepik: 'More than the available balance.' },
      details: { availableQepik },
    }),
  /** The balance the admin saw is not the balance now: another payout, a refund or an adjustment came first. */
  balanceChanged: (availableQepik: number) =>
    refuse(409, C.PAYOUT_BALANCE_CHANGED, 'The store’s available balance changed since you looked: check it again.', {
      details: { availableQepik },
    }),
  idempotencyKeyRequired: () =>
    new HttpError(400, ERROR_CODES.IDEMPOTENCY_KEY_INVALID, `Marking a payout paid needs an ${IDEMPOTENCY_KEY_HEADER} header.`),
  adjustmentZero: () =>
    refuse(400, C.ADJUSTMENT_ZERO, 'An adjustment of 0 ₼ changes nothing.', { fields: { amountQepik: 'Not 0.' } }),
};
