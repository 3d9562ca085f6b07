import { CATALOGUE_ERROR_CODES as CODES } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

/** The refusals about a seller's store, with the spec's codes (UNKNOWN_PARTNER, PARTNER_INACTIVE). */
export const sellerErrors = {
  unknownSeller: () => new HttpError(404, CODES.UNKNOWN_PARTNER, 'There is no such store.'),
  storeInactive: () =>
    new HttpError(403, CODES.PARTNER_INACTIVE, 'This store has been deactivated: its products cannot be added or changed.'),
};
