import { useQuery } from '@tanstack/react-query';
import { API_PATHS, isPaymentSettled, type PaymentMethodsAnswer, type PaymentStatusAnswer } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/*
 * The buyer's side of paying: the methods the checkout offers, and a card payment's status on the
 * page the gateway brings the browser back to.
 */

export const paymentQueryKeys = queryKeysFactory('payments');

/** How often the return page asks while the bank has not answered (the server asks the gateway each time). */
export const PAYMENT_POLL_MS = 2_000;

const paymentCalls = {
  status: (paymentId: string, signal?: AbortSignal) =>
    browserClient.get<PaymentStatusAnswer>(API_PATHS.payment.getPaymentStatus, { query: { paymentId }, signal }),
  methods: (signal?: AbortSignal) => browserClient.get<PaymentMethodsAnswer>(API_PATHS.payment.getPaymentMethods, { signal }),
};

/** The ways to pay the checkout offers now (the admin's choice among what this server can take), cash first. */
export function usePaymentMethods() {
  return useQuery<PaymentMethodsAnswer, ApiError>({
    queryKey: paymentQueryKeys.detail('methods'),
    queryFn: ({ signal }) => paymentCalls.methods(signal),
    staleTime: 60_000,
  });
}

/**
 * A card payment as the server knows it, asked again every PAYMENT_POLL_MS until it is settled for
 * the buyer (the orders are placed, or it ended declined, expired or failed). A failed read is
 * retried by the next poll; the query's error says the last one failed.
 */
export function usePaymentStatus(paymentId: string) {
  return useQuery<PaymentStatusAnswer, ApiError>({
    queryKey: paymentQueryKeys.detail(paymentId),
    queryFn: ({ signal }) => paymentCalls.status(paymentId, signal),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (query.state.error?.status === 404) return false;
      if (!data) return PAYMENT_POLL_MS;
      // Placed (a group) or ended: nothing will move for the buyer any more.
      return data.groupId === null && !isPaymentSettled(data.status) ? PAYMENT_POLL_MS : false;
    },
    // Polling is the retry: each failed read is followed by the next one.
    retry: false,
    refetchIntervalInBackground: true,
  });
}
