/** The kind filter: every account, or one account type (0 admin, 1 buyer, 2 seller). */
export type UserKindFilter = 'ALL' | '0' | '1' | '2';
export type UserStatusFilter = 'ALL' | 'ACTIVE' | 'BLOCKED';
