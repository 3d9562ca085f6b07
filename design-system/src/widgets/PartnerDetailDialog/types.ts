import type { AdminPartner } from '@marketplace/contract';

/** A category of the permission tree: its title in the page's language and its place in the tree. */
export interface PermissionCategory {
  id: number;
  title: string;
  upperCategoryId: number | null;
  position: number;
}

/** The store the details show (getAdminPartner's answer). */
export type PartnerDetail = AdminPartner;
