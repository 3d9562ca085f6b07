export { PurchasePanel, type PurchasePanelProps, type PurchaseChoice, type AddToCartOutcome } from './PurchasePanel.tsx';
export type { PersonalizationRequest } from './PersonalizationNote.tsx';
