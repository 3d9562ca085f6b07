export { OfferComposer, type OfferComposerProps, type OfferItemChoice } from './OfferComposer.tsx';
export type { OfferSubmission } from './offerComposerSchema.ts';
