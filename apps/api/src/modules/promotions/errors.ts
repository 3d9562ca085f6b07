import { PROMOTION_ERROR_CODES, type PromotionErrorCode } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

const refuse = (status: number, code: PromotionErrorCode, message: string, details?: Record<string, string>) =>
  new HttpError(status, code, message, details ? { details } : {});

const C = PROMOTION_ERROR_CODES;

/** The answers of the promotion calls that are not success; the web app shows `errors.{code}`. */
export const promotionErrors = {
  /** Unknown, another store's, or one buyers cannot see: the same answer. */
  itemNotFound: () => refuse(404, C.PROMOTION_ITEM_NOT_FOUND, 'There is no such product of yours that buyers can see.'),
  alreadyOpen: (promotionId: string) =>
    refuse(409, C.PROMOTION_ALREADY_OPEN, 'This product already has a promotion waiting or running.', { promotionId }),
  /** Unknown, or (for a seller) another store's: the same answer. */
  notFound: () => refuse(404, C.PROMOTION_NOT_FOUND, 'There is no such promotion.'),
  notOpen: (status: string) => refuse(409, C.PROMOTION_NOT_OPEN, 'This promotion is not waiting or running.', { status }),
};
