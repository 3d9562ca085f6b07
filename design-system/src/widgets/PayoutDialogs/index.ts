export { AdjustmentDialog, type AdjustmentDialogProps } from './AdjustmentDialog.tsx';
export { MarkPaidDialog, type MarkPaidDialogProps } from './MarkPaidDialog.tsx';
export { PayoutHistoryDialog, type PayoutHistoryDialogProps } from './PayoutHistoryDialog.tsx';
export type { AdjustmentSubmission, MarkPaidSubmission } from './payoutFormSchemas.ts';
