export { BlockChatDialog, type BlockChatDialogProps } from './BlockChatDialog.tsx';
export { SupportChatActions, type SupportChatActionsProps } from './SupportChatActions.tsx';
export { SupportInboxFilters, type SupportInboxFiltersProps } from './SupportInboxFilters.tsx';
export type { SupportAdmin, SupportAssignedFilter, SupportStatusFilter } from './types.ts';
