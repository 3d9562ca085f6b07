export { MerchantShell, type MerchantShellProps, type MerchantShellProfile } from './MerchantShell.tsx';
export type { MerchantBreadcrumb, MerchantNavItem } from './types.ts';
export type { MerchantNavIcon } from './icons.tsx';
