import { z } from 'zod';
import { ACCOUNT_STATUS } from './account-rules.ts';
import { ACCOUNT_TYPE } from './constants.ts';
import { ADMIN_USERS_MAX_PAGE, ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE_MAX } from './admin-user-rules.ts';
import { SEARCH_QUERY_MAX } from './catalogue-rules.ts';
import { textString } from './text.ts';

const ACCOUNT_STATUSES = [ACCOUNT_STATUS.ACTIVE, ACCOUNT_STATUS.BLOCKED] as const;

/**
 * GET /admin/v1/getUsers: every account newest first, one numbered page with the total. `q` finds
 * text in the identifier (e-mail or phone), the name or the store name, or the start of the id;
 * `type` keeps one kind (0 admin, 1 buyer, 2 seller) and `status` one status.
 */
export const adminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_PAGE).default(1),
  page_size: z.coerce.number().int().min(1).max(ADMIN_USERS_PAGE_SIZE_MAX).default(ADMIN_USERS_PAGE_SIZE),
  q: textString().trim().max(SEARCH_QUERY_MAX).optional(),
  type: z.coerce
    .number()
    .int()
    .refine((value) => (Object.values(ACCOUNT_TYPE) as number[]).includes(value), 'Unknown account type')
    .optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** Spec §3 "User (admin list)": id, name, e-mail, status, details — every account, not samples. */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The e-mail or phone the account signs in with. */
  identifier: z.string(),
  identifierKind: z.enum(['email', 'phone']),
  type: z.number().int(),
  status: z.enum(ACCOUNT_STATUSES),
  createdDate: z.string(),
  /** Details: a seller's store name and verification, the phone on the profile, the last sign-in. */
  companyName: z.string(),
  merchantStatus: z.string().nullable(),
  phoneNumber: z.string(),
  lastSeenDate: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({
  items: z.array(adminUserSchema),
  page: z.number().int(),
  total: z.number().int(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** POST /admin/v1/setAccountBlocked: blocking ends the account's sessions at once. */
export const setAccountBlockedRequestSchema = z.strictObject({
  id: z.uuid(),
  blocked: z.boolean(),
});
export type SetAccountBlockedRequest = z.infer<typeof setAccountBlockedRequestSchema>;

export const setAccountBlockedAnswerSchema = z.object({ id: z.string(), status: z.enum(ACCOUNT_STATUSES) });
export type SetAccountBlockedAnswer = z.infer<typeof setAccountBlockedAnswerSchema>;
