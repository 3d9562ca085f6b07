export { AdminOrderTable, type AdminOrderTableProps } from './AdminOrderTable.tsx';
export type { AdminOrderFilterValues, AdminOrderStatusFilter, AdminOrderStore, AdminOrderStoreSearch } from './types.ts';
