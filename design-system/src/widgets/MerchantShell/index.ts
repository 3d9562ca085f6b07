export { MerchantShell, type MerchantShellProps, type MerchantShellProfile } from './MerchantShell.tsx';
export type { MerchantBreadcrumb, MerchantNavIcon, MerchantNavItem } from './types.ts';
