export { BulkEditDialog, type BulkEditCategory, type BulkEditDialogProps } from './BulkEditDialog.tsx';
