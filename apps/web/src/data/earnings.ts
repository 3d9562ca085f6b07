import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Earnings, type Language, type LedgerEntriesPage, type LedgerKind } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** The seller's Earnings: balances with the monthly summary, the ledger's entries, the CSV export. */
export const earningsQueryKeys = queryKeysFactory('earnings');

/** The ledger list's filters as the address keeps them, and its page. */
export interface LedgerQuery {
  page: number;
  kind?: LedgerKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  order?: string | undefined;
}

const filterQuery = (query: Omit<LedgerQuery, 'page'>) => ({ kind: query.kind, from: query.from, to: query.to, order: query.order });

const earningsCalls = {
  summary: (signal?: AbortSignal) => browserClient.get<Earnings>(API_PATHS.ledger.getEarnings, { signal }),
  entries: (query: LedgerQuery, signal?: AbortSignal) =>
    browserClient.get<LedgerEntriesPage>(API_PATHS.ledger.getLedgerEntries, { query: { ...filterQuery(query), page: query.page }, signal }),
  csv: (query: Omit<LedgerQuery, 'page'>, language: Language) =>
    browserClient.get<string>(API_PATHS.ledger.exportLedger, { query: { ...filterQuery(query), language } }),
};

export function useEarnings() {
  return useQuery<Earnings, ApiError>({
    queryKey: earningsQueryKeys.detail('summary'),
    queryFn: ({ signal }) => earningsCalls.summary(signal),
  });
}

/** One page of the entries; the previous page stays on screen while the next one loads. */
export function useLedgerEntries(query: LedgerQuery) {
  return useQuery<LedgerEntriesPage, ApiError>({
    queryKey: earningsQueryKeys.list({ ...query }),
    queryFn: ({ signal }) => earningsCalls.entries(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Saves the entries matching the filters as a CSV file (its header row in `language`). */
export function useExportLedger() {
  return useMutation<void, ApiError, { filters: Omit<LedgerQuery, 'page'>; language: Language }>({
    mutationFn: async ({ filters, language }) => {
      const text = await earningsCalls.csv(filters, language);
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = `earnings-${new Date().toISOString().slice(0, 10)}.csv`;
        document.body.append(link);
        link.click();
        link.remove();
      } finally {
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      }
    },
  });
}
