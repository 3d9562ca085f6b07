import {
  CHAT_ERROR,
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_ERROR_CODES,
  type CheckoutQuote,
  type OrderErrorCode,
} from '@marketplace/contract';
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
  /** The checkout as it is now, each changed line marked: nothing was placed. */
  checkoutChanged: (quote: CheckoutQuote) =>
    refuse(409, C.CHECKOUT_CHANGED, 'Something in the cart changed since you looked: check it before placing the order.', {
      details: { quote },
    }),
  outOfStock: (lineIds: readonly string[], item: { itemId: string; title: string; available: number }, quote: CheckoutQuote) =>
    refuse(409, C.OUT_OF_STOCK, `"${item.title}" is no longer in stock in that quantity (${item.available} left).`, {
      fields: Object.fromEntries(lineIds.map((id) => [`lines.${id}`, `Only ${item.available} of "${item.title}" left.`])),
      details: { ...item, quote },
    }),
  storesMismatch: () =>
    refuse(400, C.STORES_MISMATCH, "Choose how to receive each store's order in the cart, and only those.", {
      fields: { stores: 'Name each store of the cart once.' },
    }),
  deliveryNotAvailable: (index: number, storeId: string) =>
    refuse(409, C.DELIVERY_NOT_AVAILABLE, 'This store does not deliver to the chosen city.', {
      fields: { [`stores.${index}.zoneId`]: 'Not delivered to this city.' },
      details: { storeId },
    }),
  pickupNotOffered: (index: number, storeId: string) =>
    refuse(409, C.PICKUP_NOT_OFFERED, 'This store does not offer pickup.', {
      fields: { [`stores.${index}.method`]: 'No pickup at this store.' },
      details: { storeId },
    }),
  addressRequired: () => refuse(400, C.ADDRESS_REQUIRED, 'Give the delivery address.', { fields: { address: 'Required.' } }),
  /** A conversation that does not exist or is not the caller's: the same answer for both. */
  offerChatNotFound: () => new HttpError(404, CHAT_ERROR.CHAT_NOT_FOUND, 'There is no such conversation.'),
  offerNotFound: () => refuse(404, C.OFFER_NOT_FOUND, 'There is no such offer.'),
  /** `orderId`: the order an ACCEPTED offer became (told to its buyer only: nobody else reaches it). */
  offerNotOpen: (status: string, orderId?: string | null) =>
    refuse(409, C.OFFER_NOT_OPEN, `This offer is ${status.toLowerCase()}: it can no longer be changed or accepted.`, {
      details: orderId ? { status, orderId } : { status },
    }),
  offerChatNotCustomOrder: () =>
    refuse(409, C.OFFER_CHAT_NOT_CUSTOM_ORDER, 'Offers are sent only in a custom-order conversation.'),
  /** A field of an offer that its schema cannot judge (a date out of range, an item not the seller's). */
  offerField: (field: 'validUntil' | 'basedOnItemId', message: string) =>
    new HttpError(400, ERROR_CODES.VALIDATION_FAILED, message, { fields: { [field]: message } }),
  offerPickupNotOffered: () =>
    refuse(409, C.PICKUP_NOT_OFFERED, 'This store does not offer pickup.', { fields: { method: 'No pickup at this store.' } }),
  idempotencyKeyRequired: () =>
    new HttpError(400, ERROR_CODES.IDEMPOTENCY_KEY_INVALID, `Placing an order needs an ${IDEMPOTENCY_KEY_HEADER} header.`),
};
