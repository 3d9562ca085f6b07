export { AdminShell, type AdminShellProps } from './AdminShell.tsx';
export type { AdminNavIcon, AdminNavItem } from './types.ts';
