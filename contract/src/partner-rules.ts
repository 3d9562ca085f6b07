import type { PartnerStatus } from './catalogue-rules.ts';

/** Spec §2/§9: the partners table shows an id by its first 8 characters. */
export const PARTNER_ID_SHOWN_LENGTH = 8;

export function shortPartnerId(id: string): string {
  return id.slice(0, PARTNER_ID_SHOWN_LENGTH);
}

/** The partners table's status filter: every store, or one status. */
export type PartnerStatusFilter = 'ALL' | PartnerStatus;
export const PARTNER_STATUS_FILTERS: readonly PartnerStatusFilter[] = ['ALL', 'ACTIVE', 'INACTIVE'];

/** The status an activate/deactivate button asks for. */
export function toggledPartnerStatus(status: PartnerStatus): PartnerStatus {
  return status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
}
