export { LEDGER_KIND_TONES, LedgerTable, type LedgerFilters, type LedgerTableProps } from './LedgerTable.tsx';
