import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  type CommissionRates,
  type Language,
  type LedgerAdjustmentRequest,
  type MarkPayoutPaidAnswer,
  type MarkPayoutPaidRequest,
  type PayoutStoresPage,
  type SetCommissionRateRequest,
  type StorePayouts,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { auditLogQueryKeys } from './adminAuditLog.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** The admin's Payouts: stores with their balances, a store's payouts, mark paid, adjustments, commission rates. */
export const payoutQueryKeys = queryKeysFactory('adminPayouts');

export interface PayoutStoresQuery {
  page: number;
  q?: string | undefined;
  available?: boolean | undefined;
}

const payoutCalls = {
  stores: (query: PayoutStoresQuery, signal?: AbortSignal) =>
    browserClient.get<PayoutStoresPage>(API_PATHS.ledger.getPayoutStores, {
      query: { page: query.page, q: query.q, available: query.available ? 'true' : undefined },
      signal,
    }),
  history: (storeId: string, signal?: AbortSignal) =>
    browserClient.get<StorePayouts>(API_PATHS.ledger.getStorePayouts, { query: { storeId }, signal }),
  markPaid: (request: MarkPayoutPaidRequest, idempotencyKey: string) =>
    browserClient.post<MarkPayoutPaidAnswer>(API_PATHS.ledger.markPayoutPaid, request, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  adjust: (request: LedgerAdjustmentRequest) => browserClient.post<unknown>(API_PATHS.ledger.addLedgerAdjustment, request),
  rates: (language: Language, signal?: AbortSignal) =>
    browserClient.get<CommissionRates>(API_PATHS.ledger.getCommissionRates, { query: { language }, signal }),
  setRate: (request: SetCommissionRateRequest) => browserClient.post<{ saved: true }>(API_PATHS.ledger.setCommissionRate, request),
};

export function usePayoutStores(query: PayoutStoresQuery) {
  const key = { ...query, q: query.q?.trim() || undefined };
  return useQuery<PayoutStoresPage, ApiError>({
    queryKey: payoutQueryKeys.list(key),
    queryFn: ({ signal }) => payoutCalls.stores(key, signal),
    placeholderData: keepPreviousData,
  });
}

/** A store's payouts (newest first), read while `storeId` is set. */
export function useStorePayouts(storeId: string | null) {
  return useQuery<StorePayouts, ApiError>({
    queryKey: payoutQueryKeys.detail(`history:${storeId ?? ''}`),
    queryFn: ({ signal }) => payoutCalls.history(storeId ?? '', signal),
    enabled: storeId !== null,
  });
}

/** After a payout or an adjustment: the balances, the histories and the audit log are read again. */
function usePayoutsChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: payoutQueryKeys.all }),
      client.invalidateQueries({ queryKey: auditLogQueryKeys.all }),
    ]);
}

/** "Mark paid": one Idempotency-Key per opening of the dialog, so a repeated press pays once. */
export function useMarkPayoutPaid() {
  const changed = usePayoutsChanged();
  return useMutation<MarkPayoutPaidAnswer, ApiError, { request: MarkPayoutPaidRequest; idempotencyKey: string }>({
    mutationFn: ({ request, idempotencyKey }) => payoutCalls.markPaid(request, idempotencyKey),
    onSettled: changed,
  });
}

export function useAdjustBalance() {
  const changed = usePayoutsChanged();
  return useMutation<unknown, ApiError, LedgerAdjustmentRequest>({ mutationFn: payoutCalls.adjust, onSettled: changed });
}

export function useCommissionRates(language: Language) {
  return useQuery<CommissionRates, ApiError>({
    queryKey: payoutQueryKeys.detail(`rates:${language}`),
    queryFn: ({ signal }) => payoutCalls.rates(language, signal),
  });
}

export function useSetCommissionRate() {
  const changed = usePayoutsChanged();
  return useMutation<{ saved: true }, ApiError, SetCommissionRateRequest>({ mutationFn: payoutCalls.setRate, onSettled: changed });
}
