import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, type MarketStatistics, type StatRange, type StoreStatistics } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** Statistics: the seller's of its store, the admin's of the marketplace, per range of days. */
export const statisticsQueryKeys = queryKeysFactory('statistics');

const statisticsCalls = {
  store: (range: StatRange, signal?: AbortSignal) =>
    browserClient.get<StoreStatistics>(API_PATHS.statistics.getStoreStatistics, { query: { range }, signal }),
  market: (range: StatRange, signal?: AbortSignal) =>
    browserClient.get<MarketStatistics>(API_PATHS.statistics.getMarketStatistics, { query: { range }, signal }),
};

/** The seller's statistics; the previous range stays on screen while the next one loads. */
export function useStoreStatistics(range: StatRange) {
  return useQuery<StoreStatistics, ApiError>({
    queryKey: statisticsQueryKeys.detail(`store-${range}`),
    queryFn: ({ signal }) => statisticsCalls.store(range, signal),
    placeholderData: keepPreviousData,
  });
}

/** The admin's statistics of the whole marketplace. */
export function useMarketStatistics(range: StatRange) {
  return useQuery<MarketStatistics, ApiError>({
    queryKey: statisticsQueryKeys.detail(`market-${range}`),
    queryFn: ({ signal }) => statisticsCalls.market(range, signal),
    placeholderData: keepPreviousData,
  });
}
