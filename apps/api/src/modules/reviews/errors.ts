import { REVIEW_ERROR_CODES, type ReviewErrorCode } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

const refuse = (status: number, code: ReviewErrorCode, message: string, extra: ConstructorParameters<typeof HttpError>[3] = {}) =>
  new HttpError(status, code, message, extra);

const C = REVIEW_ERROR_CODES;

/** The answers of the review calls that are not success; the web app shows `errors.{code}`. */
export const reviewErrors = {
  /** Unknown, or another buyer's: the same answer for both. */
  lineNotFound: () => refuse(404, C.REVIEW_LINE_NOT_FOUND, 'There is no such item in your orders.'),
  notDelivered: (status: string) =>
    refuse(409, C.REVIEW_NOT_DELIVERED, 'An item can be reviewed once its order is delivered.', { details: { status } }),
  itemGone: () => refuse(409, C.REVIEW_ITEM_GONE, 'This product no longer exists.'),
  editClosed: (editableUntil: string) =>
    refuse(409, C.REVIEW_EDIT_CLOSED, 'A review can be changed only in the 30 days after it is written.', {
      details: { editableUntil },
    }),
  photoInvalid: (index: number) =>
    refuse(400, C.REVIEW_PHOTO_INVALID, 'Not one of your uploaded photos.', {
      fields: { [`photoIds.${index}`]: 'Not one of your uploaded photos.' },
    }),
  /** Unknown, or not a review of the caller's store: the same answer for both. */
  reviewNotFound: () => refuse(404, C.REVIEW_NOT_FOUND, 'There is no such review.'),
  alreadyReplied: () => refuse(409, C.REVIEW_ALREADY_REPLIED, 'This review already has your reply.'),
};
