export { SellerOrderTable, type SellerOrderTableProps } from './SellerOrderTable.tsx';
export type { OrderBulkAction, SellerOrderTab } from './types.ts';
