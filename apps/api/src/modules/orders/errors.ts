import { ORDER_ERROR_CODES, type OrderErrorCode } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

const refuse = (status: number, code: OrderErrorCode, message: string, extra: ConstructorParameters<typeof HttpError>[3] = {}) =>
  new HttpError(status, code, message, extra);

const C = ORDER_ERROR_CODES;

/** The answers of the order calls that are not success; the web app shows `errors.{code}`. */
export const orderErrors = {
  cartEmpty: () => refuse(409, C.CART_EMPTY, 'The cart is empty.'),
  orderNotFound: () => refuse(404, C.ORDER_NOT_FOUND, 'There is no such order.'),
  /** `orderId`: which one, when several were moved together. */
  transitionNotAllowed: (status: string, action: string, orderId?: string) =>
    refuse(409, C.ORDER_TRANSITION_NOT_ALLOWED, `An order that is ${status} cannot take ${action}.`, {
      details: orderId ? { status, action, orderId } : { status, action },
    }),
  reasonRequired: () => refuse(400, C.ORDER_REASON_REQUIRED, 'Say why.', { fields: { reason: 'Say why.' } }),
};
