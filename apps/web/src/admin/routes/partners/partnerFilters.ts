import {
  PARTNER_REVIEW_STATES,
  PARTNER_STATUSES,
  type PartnerReviewFilter,
  type PartnerReviewState,
  type PartnerStatus,
  type PartnerStatusFilter,
} from '@marketplace/contract';
import type { ListState } from '../../listState.ts';

/** The Partners table's filters kept in the address besides page and search. */
export const PARTNER_FILTERS = ['status', 'review'] as const;
type PartnerFilter = (typeof PARTNER_FILTERS)[number];

/** The status filter from the address; anything but a known status is no filter. */
export function partnerStatusOf(state: ListState<PartnerFilter>): PartnerStatus | undefined {
  return PARTNER_STATUSES.find((status) => status === state.filters.status);
}

/** The review filter from the address (`review=AWAITING` is the review queue); anything else is no filter. */
export function partnerReviewOf(state: ListState<PartnerFilter>): PartnerReviewState | undefined {
  return PARTNER_REVIEW_STATES.find((review) => review === state.filters.review);
}

/** The address change of the table's review control ("all" removes the filter). */
export function reviewChangeOf(filter: PartnerReviewFilter): { filters: Partial<Record<PartnerFilter, string | undefined>> } {
  return { filters: { review: filter === 'ALL' ? undefined : filter } };
}

/** The address change of the table's status control ("all" removes the filter). */
export function statusChangeOf(filter: PartnerStatusFilter): { filters: Partial<Record<PartnerFilter, string | undefined>> } {
  return { filters: { status: filter === 'ALL' ? undefined : filter } };
}

/** Products Management filtered to one store's products in one category. */
export function storeCategoryProductsHref(storeId: string, categoryId: number): string {
  return `/products?${new URLSearchParams({ store: storeId, category: String(categoryId) }).toString()}`;
}
