export { PromotionTable, type PromotionTableProps } from './PromotionTable.tsx';
