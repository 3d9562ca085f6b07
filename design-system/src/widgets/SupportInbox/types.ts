import type { SupportChatStatus } from '@marketplace/contract';

/** The Support inbox's status filter. */
export type SupportStatusFilter = SupportChatStatus | 'all';
/** The Support inbox's assignee filter: to the admin looking, to nobody, or any. */
export type SupportAssignedFilter = 'any' | 'me' | 'unassigned';

/** An admin a conversation can be assigned to. */
export interface SupportAdmin {
  id: string;
  name: string;
}
