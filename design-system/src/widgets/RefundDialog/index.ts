export { RefundDialog, type RefundDialogProps } from './RefundDialog.tsx';
export type { RefundSubmission } from './refundFormSchema.ts';
