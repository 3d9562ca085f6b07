export { AdminProductList, type AdminProductListProps } from './AdminProductList.tsx';
export type { AdminCategoryOption, AdminProductFilterValues, AdminStatusFilter, AdminStoreSearch } from './types.ts';
