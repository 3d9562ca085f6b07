export { Dialog, type DialogProps } from './Dialog.tsx';
export { DialogRoot, DialogTrigger, DialogClose } from './DialogRoot.tsx';
export { DialogContent, type DialogContentProps } from './DialogContent.tsx';
export { DialogHeader, DialogTitle, DialogDescription, type DialogHeaderProps } from './DialogHeader.tsx';
export { DialogBody } from './DialogBody.tsx';
export { DialogFooter } from './DialogFooter.tsx';
export type { DialogSize } from './dialogVariants.ts';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { BusyDialog, type BusyDialogProps } from './BusyDialog.tsx';
