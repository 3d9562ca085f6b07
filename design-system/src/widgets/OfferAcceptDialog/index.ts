export { OfferAcceptDialog, type OfferAcceptDialogProps } from './OfferAcceptDialog.tsx';
export type { OfferAcceptSubmission } from './offerAcceptSchema.ts';
