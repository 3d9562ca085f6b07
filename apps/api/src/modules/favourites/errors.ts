import { FAVOURITE_ERROR_CODES, type FavouriteErrorCode } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

const refuse = (status: number, code: FavouriteErrorCode, message: string) => new HttpError(status, code, message, {});

const C = FAVOURITE_ERROR_CODES;

/** The answers of the favourite calls that are not success; the web app shows `errors.{code}`. */
export const favouriteErrors = {
  itemNotFound: () => refuse(404, C.FAVOURITE_ITEM_NOT_FOUND, 'There is no such product.'),
  storeNotFound: () => refuse(404, C.FOLLOW_STORE_NOT_FOUND, 'There is no such store.'),
};
