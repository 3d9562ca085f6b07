import { PAYMENT_ERROR_CODES, type PaymentErrorCode } from '@marketplace/contract';
import { HttpError, type ErrorExtras } from '../../http/errors.ts';

const refuse = (status: number, code: PaymentErrorCode, message: string, extras: ErrorExtras = {}) =>
  new HttpError(status, code, message, extras);

const C = PAYMENT_ERROR_CODES;

/** The answers of the payment calls that are not success; the web app shows `errors.{code}`. */
export const paymentErrors = {
  paymentNotFound: () => refuse(404, C.PAYMENT_NOT_FOUND, 'There is no such payment.'),
  methodNotOffered: (method: string) =>
    refuse(409, C.PAYMENT_METHOD_NOT_OFFERED, 'This way of paying is not offered now: choose another.', {
      fields: { paymentMethod: 'Not offered now.' },
      details: { method },
    }),
  gatewayUnavailable: () =>
    refuse(502, C.PAYMENT_GATEWAY_UNAVAILABLE, 'The payment could not be started: try again in a moment or pay another way.'),
  callbackRejected: () => refuse(400, C.PAYMENT_CALLBACK_REJECTED, 'The callback signature does not verify.'),
  refundTooLarge: (refundableQepik: number) =>
    refuse(409, C.REFUND_TOO_LARGE, 'That is more than was paid and not yet refunded.', {
      fields: { amountQepik: 'More than may be refunded.' },
      details: { refundableQepik },
    }),
  nothingPaid: () => refuse(409, C.REFUND_NOTHING_PAID, 'Nothing was paid on this order yet: there is nothing to refund.'),
  refundGatewayFailed: () =>
    refuse(502, C.REFUND_GATEWAY_FAILED, 'The payment gateway did not take the refund: nothing was refunded. Try again later.'),
  cashNotPending: () => refuse(409, C.CASH_NOT_PENDING, 'This order is not waiting for its cash.'),
  methodsInvalid: (available: readonly string[]) =>
    refuse(400, C.PAYMENT_METHODS_INVALID, 'Enable at least one way of paying, among those this server can take.', {
      fields: { enabledMethods: `Among ${available.join(', ')}.` },
      details: { available: [...available] },
    }),
};
