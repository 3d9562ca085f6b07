export { PurchasePanel, type PurchasePanelProps, type PurchaseChoice, type AddToCartOutcome } from './PurchasePanel.tsx';
