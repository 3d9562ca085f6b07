import type { SupportAssignedFilter, SupportStatusFilter } from '@marketplace/design-system';

/** The Support inbox's address parameters: the open conversation and the two filters. */
export const SUPPORT_INBOX_PARAMS = ['chat', 'status', 'assigned'] as const;
export type SupportInboxParam = (typeof SUPPORT_INBOX_PARAMS)[number];

const STATUSES: readonly SupportStatusFilter[] = ['open', 'closed', 'all'];
const ASSIGNED: readonly SupportAssignedFilter[] = ['any', 'me', 'unassigned'];
/** What a plain address shows: the open conversations, whoever they are assigned to. */
const DEFAULT_STATUS: SupportStatusFilter = 'open';
const DEFAULT_ASSIGNED: SupportAssignedFilter = 'any';

export interface SupportInboxView {
  chatId: string | null;
  status: SupportStatusFilter;
  assigned: SupportAssignedFilter;
}

/** The view an address asks for; an unknown filter value is the default. */
export function supportInboxView(filters: Partial<Record<SupportInboxParam, string>>): SupportInboxView {
  const status = STATUSES.find((value) => value === filters.status) ?? DEFAULT_STATUS;
  const assigned = ASSIGNED.find((value) => value === filters.assigned) ?? DEFAULT_ASSIGNED;
  return { chatId: filters.chat ?? null, status, assigned };
}

/** The address filters of a view: a default is left out, so the plain inbox has the plain address. */
export function supportInboxFilters(view: SupportInboxView): Record<SupportInboxParam, string | undefined> {
  return {
    chat: view.chatId ?? undefined,
    status: view.status === DEFAULT_STATUS ? undefined : view.status,
    assigned: view.assigned === DEFAULT_ASSIGNED ? undefined : view.assigned,
  };
}
