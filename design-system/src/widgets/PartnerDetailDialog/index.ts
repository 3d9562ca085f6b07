export { PartnerDetailDialog, type PartnerDetailDialogProps } from './PartnerDetailDialog.tsx';
export type { PermissionCategory } from './types.ts';
