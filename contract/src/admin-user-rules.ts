/** The admin's Users section (zod-free constants). */
export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_USERS_PAGE_SIZE_MAX = 200;
export const ADMIN_USERS_MAX_PAGE = 100_000;

/** Why a block or unblock was refused; the admin site shows `errors.{code}`. */
export const ADMIN_USER_ERROR_CODES = {
  /** An admin may not block their own account (they would lock themselves out). */
  CANNOT_BLOCK_SELF: 'CANNOT_BLOCK_SELF',
  /** Admin accounts are not blocked from the admin site. */
  CANNOT_BLOCK_ADMIN: 'CANNOT_BLOCK_ADMIN',
  ACCOUNT_NOT_FOUND: 'ACCOUNT_NOT_FOUND',
} as const;
export type AdminUserErrorCode = (typeof ADMIN_USER_ERROR_CODES)[keyof typeof ADMIN_USER_ERROR_CODES];
