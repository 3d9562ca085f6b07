export { PartnersTable, type PartnersTableProps } from './PartnersTable.tsx';
export type { PartnerRow } from './types.ts';
