export { AccountConflict, type AccountConflictProps, type AccountConflictVariant } from './AccountConflict.tsx';
