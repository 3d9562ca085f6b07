import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  type AcceptOfferAnswer,
  type Offer,
} from '@marketplace/contract';
import type { OfferAcceptSubmission, OfferSubmission } from '@marketplace/design-system';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { orderQueryKeys } from './orders.ts';
import { queryKeysFactory } from './queryKeys.ts';
import { storeOrderQueryKeys } from './sellerOrders.ts';

/** A custom-order conversation's offers: every version, oldest first, and the moves of each side. */
const offerQueryKeys = queryKeysFactory('offers');

/** The live transport tells of a change only on the self-hosted chats: read them again now and then too. */
const OFFERS_REFRESH_MS = 60_000;

const offerCalls = {
  list: (chatId: string, signal?: AbortSignal) =>
    browserClient.get<{ offers: Offer[] }>(API_PATHS.order.getChatOffers, { query: { chatId }, signal }),
  send: (chatId: string, body: OfferSubmission) => browserClient.post<Offer>(API_PATHS.order.sendOffer, { chatId, ...body }),
  replace: (offerId: string, body: OfferSubmission) =>
    browserClient.post<Offer>(API_PATHS.order.replaceOffer, { offerId, ...body }),
  withdraw: (offerId: string) => browserClient.post<Offer>(API_PATHS.order.withdrawOffer, { offerId }),
  accept: (offerId: string, body: OfferAcceptSubmission, idempotencyKey: string) =>
    browserClient.post<AcceptOfferAnswer>(
      API_PATHS.order.acceptOffer,
      { offerId, ...body },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
    ),
};

/** The chat's live watch heard that its offers changed. */
export function offersChanged(client: QueryClient, chatId: string): Promise<void> {
  return client.invalidateQueries({ queryKey: offerQueryKeys.detail(chatId) });
}

export function useChatOffers(chatId: string) {
  return useQuery<{ offers: Offer[] }, ApiError>({
    queryKey: offerQueryKeys.detail(chatId),
    queryFn: ({ signal }) => offerCalls.list(chatId, signal),
    refetchInterval: OFFERS_REFRESH_MS,
  });
}

/** The seller sends an offer, or changes the open one (`offerId`): a new version either way. */
export function useSaveOffer(chatId: string) {
  const client = useQueryClient();
  return useMutation<Offer, ApiError, { offerId: string | null; body: OfferSubmission }>({
    mutationFn: ({ offerId, body }) => (offerId ? offerCalls.replace(offerId, body) : offerCalls.send(chatId, body)),
    onSettled: () => offersChanged(client, chatId),
  });
}

export function useWithdrawOffer(chatId: string) {
  const client = useQueryClient();
  return useMutation<Offer, ApiError, string>({
    mutationFn: offerCalls.withdraw,
    onSettled: () => offersChanged(client, chatId),
  });
}

/** The buyer accepts: the offer becomes an order of the store (one key per try: a repeat places it once). */
export function useAcceptOffer(chatId: string) {
  const client = useQueryClient();
  return useMutation<AcceptOfferAnswer, ApiError, { offerId: string; body: OfferAcceptSubmission; idempotencyKey: string }>({
    mutationFn: ({ offerId, body, idempotencyKey }) => offerCalls.accept(offerId, body, idempotencyKey),
    onSettled: () =>
      Promise.all([
        offersChanged(client, chatId),
        client.invalidateQueries({ queryKey: orderQueryKeys.all }),
        client.invalidateQueries({ queryKey: storeOrderQueryKeys.all }),
      ]),
  });
}
