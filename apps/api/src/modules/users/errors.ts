import { ADMIN_USER_ERROR_CODES as C } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

/** The Users section's refusals; the admin site shows `errors.{code}`. */
export const userErrors = {
  cannotBlockSelf: () => new HttpError(403, C.CANNOT_BLOCK_SELF, 'An admin cannot block their own account.'),
  cannotBlockAdmin: () => new HttpError(403, C.CANNOT_BLOCK_ADMIN, 'Admin accounts cannot be blocked here.'),
  accountNotFound: () => new HttpError(404, C.ACCOUNT_NOT_FOUND, 'There is no account with this id.'),
};
