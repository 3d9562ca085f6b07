export { UsersTable, type UsersTableProps } from './UsersTable.tsx';
export { BlockUserDialog, type BlockUserDialogProps } from './BlockUserDialog.tsx';
export type { UserKindFilter, UserStatusFilter } from './types.ts';
