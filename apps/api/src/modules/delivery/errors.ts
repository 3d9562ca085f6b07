import { ERROR_CODES } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

/** The answers of the delivery-options calls that are not success. */
export const deliveryErrors = {
  storeNotFound: () => new HttpError(404, ERROR_CODES.NOT_FOUND, 'There is no such store.'),
  storeIdRequired: () =>
    new HttpError(400, ERROR_CODES.VALIDATION_FAILED, 'Say which store.', { fields: { storeId: 'Say which store.' } }),
  /** `problems` as deliveryOptionsProblems names them: a field path and its problem code. */
  invalidOptions: (problems: Record<string, string>) =>
    new HttpError(400, ERROR_CODES.VALIDATION_FAILED, 'The delivery options are not valid.', { fields: problems }),
};
