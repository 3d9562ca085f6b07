export { PayoutsTable, type PayoutsTableProps } from './PayoutsTable.tsx';
