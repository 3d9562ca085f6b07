import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_COMPANY_PAGE_SIZE_DEFAULT,
  API_PATHS,
  type AdminCompanyList,
  type AdminPartner,
  type PartnerPermissionChanges,
  type PartnerReviewState,
  type PartnerStatus,
  type ReviewCompanyAnswer,
  type ReviewCompanyRequest,
  type UpdateCompanyPremiumRequest,
  type UpdateCompanyStatusRequest,
} from '@marketplace/contract';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** One page of the admin's Partners table, as its address says. */
export interface AdminPartnersQuery {
  /** 1-based page of ADMIN_COMPANY_PAGE_SIZE_DEFAULT stores. */
  page: number;
  q?: string | undefined;
  status?: PartnerStatus | undefined;
  /** AWAITING: the review queue. */
  review?: PartnerReviewState | undefined;
}

const adminPartnersQueryKeys = queryKeysFactory('adminPartners');
/** The Products Management list's scope (data/adminItems.ts): a store's status changes what its products show. */
const ADMIN_ITEMS_SCOPE = ['adminItems'] as const;

/** The Partners section's calls (bearer token of an admin). */
const adminPartnersCalls = {
  list: ({ page, q, status, review }: AdminPartnersQuery, signal?: AbortSignal) =>
    browserClient.get<AdminCompanyList>(API_PATHS.auth.getAdminMerchants, {
      query: { page, page_size: ADMIN_COMPANY_PAGE_SIZE_DEFAULT, q: q?.trim() || undefined, status, review },
      signal,
    }),
  detail: (id: string, signal?: AbortSignal) => browserClient.get<AdminPartner>(API_PATHS.company.getAdminPartner, { query: { id }, signal }),
  setStatus: (request: UpdateCompanyStatusRequest) => browserClient.post<UpdateCompanyStatusRequest>(API_PATHS.company.updateCompanyStatus, request),
  setPremium: (request: UpdateCompanyPremiumRequest) => browserClient.post<UpdateCompanyPremiumRequest>(API_PATHS.company.updateCompanyPremium, request),
  review: (request: ReviewCompanyRequest) => browserClient.post<ReviewCompanyAnswer>(API_PATHS.company.reviewCompany, request),
  setPermissions: (changes: PartnerPermissionChanges) =>
    browserClient.post<{ partnerId: string }>(API_PATHS.item.setModifiedCategoryPermissions, { changes }),
};

/** One page of stores; the previous page stays on screen while the next one loads. `enabled: false` reads nothing. */
export function useAdminPartners(query: AdminPartnersQuery, options?: { enabled?: boolean }) {
  return useQuery({
    queryKey: adminPartnersQueryKeys.list(query),
    queryFn: ({ signal }) => adminPartnersCalls.list(query, signal),
    placeholderData: keepPreviousData,
    enabled: options?.enabled ?? true,
  });
}

/** One store's details (the modal); nothing is read while no store is open. */
export function useAdminPartner(id: string | null) {
  return useQuery({
    queryKey: adminPartnersQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => adminPartnersCalls.detail(id ?? '', signal),
    enabled: id !== null,
  });
}

/**
 * A write to a store: once the server has it, the table's pages and the details are read again
 * (the rows change only then, spec §4), and so are the product lists a status change hides or shows.
 */
function usePartnersWrite<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminPartnersQueryKeys.all }),
        client.invalidateQueries({ queryKey: ADMIN_ITEMS_SCOPE }),
      ]),
  });
}

export const useSetPartnerStatus = () => usePartnersWrite(adminPartnersCalls.setStatus);
export const useSetPartnerPremium = () => usePartnersWrite(adminPartnersCalls.setPremium);
export const useSetPartnerPermissions = () => usePartnersWrite(adminPartnersCalls.setPermissions);
export const useReviewPartner = () => usePartnersWrite(adminPartnersCalls.review);
