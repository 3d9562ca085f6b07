import type { PartnerStatus } from './catalogue-rules.ts';

/** Spec §2/§9: the partners table shows an id by its first 8 characters. */
export const PARTNER_ID_SHOWN_LENGTH = 8;

export function shortPartnerId(id: string): string {
  return id.slice(0, PARTNER_ID_SHOWN_LENGTH);
}

/** The partners table's status filter: every store, or one status. */
export type PartnerStatusFilter = 'ALL' | PartnerStatus;
export const PARTNER_STATUS_FILTERS: readonly PartnerStatusFilter[] = ['ALL', 'ACTIVE', 'INACTIVE'];

/**
 * The partners table's review filter: every store, the named stores awaiting an admin's review (the
 * review queue), the verified or the rejected ones.
 */
export const PARTNER_REVIEW_STATES = ['AWAITING', 'VERIFIED', 'REJECTED'] as const;
export type PartnerReviewState = (typeof PARTNER_REVIEW_STATES)[number];
export type PartnerReviewFilter = 'ALL' | PartnerReviewState;
export const PARTNER_REVIEW_FILTERS: readonly PartnerReviewFilter[] = ['ALL', ...PARTNER_REVIEW_STATES];

/** Where a store stands in the review, from its merchant status: anything not decided awaits it. */
export function reviewStateOf(merchantStatus: string): PartnerReviewState {
  return merchantStatus === 'VERIFIED' ? 'VERIFIED' : merchantStatus === 'REJECTED' ? 'REJECTED' : 'AWAITING';
}

/** The most a rejection's reason may say. */
export const REVIEW_REASON_MAX = 500;

/** The status an activate/deactivate button asks for. */
export function toggledPartnerStatus(status: PartnerStatus): PartnerStatus {
  return status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
}
