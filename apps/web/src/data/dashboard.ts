import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { API_PATHS, type MerchantDashboard } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

export const dashboardQueryKeys = queryKeysFactory('dashboard');

const dashboardCalls = {
  /** The panel home's figures over the seller's own products. */
  get: (signal?: AbortSignal) => browserClient.get<MerchantDashboard>(API_PATHS.merchant.getDashboard, { signal }),
};

export function useDashboard(options?: Omit<UseQueryOptions<MerchantDashboard, ApiError>, 'queryKey' | 'queryFn'>) {
  return useQuery({
    queryKey: dashboardQueryKeys.detail('own'),
    queryFn: ({ signal }) => dashboardCalls.get(signal),
    ...options,
  });
}
