export {
  PurchasePanel,
  type PurchasePanelProps,
  type PurchaseChoice,
  type AddToCartOutcome,
  type PurchaseVariation,
  type PurchaseVariations,
} from './PurchasePanel.tsx';
export type { PersonalizationRequest } from './PersonalizationNote.tsx';
