export { CouponTable, type CouponTableProps } from './CouponTable.tsx';
export { SaleTable, type SaleTableProps } from './SaleTable.tsx';
