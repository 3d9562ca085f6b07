import { COUPON_ERROR_CODES, type CouponErrorCode } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

const refuse = (status: number, code: CouponErrorCode, message: string, extra: ConstructorParameters<typeof HttpError>[3] = {}) =>
  new HttpError(status, code, message, extra);

const C = COUPON_ERROR_CODES;

/** The answers of the coupon and sale calls that are not success; the web app shows `errors.{code}`. */
export const couponErrors = {
  codeTaken: () =>
    refuse(409, C.COUPON_CODE_TAKEN, 'Your store already has a coupon with this code.', {
      fields: { code: 'Your store already has a coupon with this code.' },
    }),
  /** Unknown, or another store's: the same answer for both. */
  couponNotFound: () => refuse(404, C.COUPON_NOT_FOUND, 'There is no such coupon.'),
  saleNotFound: () => refuse(404, C.SALE_NOT_FOUND, 'There is no such sale.'),
  itemNotFound: (index: number) =>
    refuse(400, C.SALE_ITEM_NOT_FOUND, 'Not one of your products.', {
      fields: { [`itemIds.${index}`]: 'Not one of your products.' },
    }),
  itemOverlaps: (index: number, saleName: string) =>
    refuse(409, C.SALE_ITEM_OVERLAPS, 'This product is in another sale on some of these days.', {
      fields: { [`itemIds.${index}`]: 'This product is in another sale on some of these days.' },
      details: { saleName },
    }),
  notRunning: () => refuse(409, C.DISCOUNT_NOT_RUNNING, 'It has ended or was stopped already.'),
};
