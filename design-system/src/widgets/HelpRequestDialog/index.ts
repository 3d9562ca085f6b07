export { HelpRequestDialog, type HelpRequestDialogProps } from './HelpRequestDialog.tsx';
export type { HelpRequestSubmission } from './helpRequestSchema.ts';
