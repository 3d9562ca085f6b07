import { CART_ERROR_CODES, type CartErrorCode } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

const refuse = (status: number, code: CartErrorCode, message: string, details?: Record<string, number>) =>
  new HttpError(status, code, message, details ? { details } : {});

const C = CART_ERROR_CODES;

/** The answers of the cart calls that are not success; the web app shows `errors.{code}`. */
export const cartErrors = {
  itemUnavailable: () => refuse(404, C.ITEM_UNAVAILABLE, 'This product cannot be bought now.'),
  outOfStock: (available: number) =>
    refuse(409, C.OUT_OF_STOCK, 'Not that many are in stock.', { available: Math.max(0, available) }),
  invalidAttributes: (keys: string[]) =>
    new HttpError(400, C.INVALID_ATTRIBUTES, 'The product has no such option.', {
      fields: Object.fromEntries(keys.map((key) => [`attributes.${key}`, 'not offered'])),
    }),
  invalidPocketType: () => refuse(400, C.INVALID_POCKET_TYPE, 'The product has no such pocket type.'),
  lineNotFound: () => refuse(404, C.CART_LINE_NOT_FOUND, 'This cart line does not exist.'),
  quantityLimit: (max: number) => refuse(409, C.QUANTITY_LIMIT, `At most ${max} of one product in one line.`, { available: max }),
  personalizationNotAllowed: () =>
    new HttpError(400, C.PERSONALIZATION_NOT_ALLOWED, 'This product takes no personalisation note.', {
      fields: { personalization: 'This product takes no personalisation note.' },
    }),
  personalizationTooLong: (max: number) =>
    new HttpError(400, C.PERSONALIZATION_TOO_LONG, `The personalisation note is at most ${max} characters.`, {
      fields: { personalization: `At most ${max} characters.` },
      details: { maxLength: max },
    }),
  cartFull: (max: number) => refuse(409, C.CART_FULL, `A cart holds at most ${max} lines.`),
};
