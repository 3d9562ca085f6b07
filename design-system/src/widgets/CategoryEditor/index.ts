export { CategoryEditorDialog, type CategoryEditorDialogProps, type CategoryEditorValues } from './CategoryEditorDialog.tsx';
export { CategoryDeleteDialog, type CategoryDeleteDialogProps } from './CategoryDeleteDialog.tsx';
