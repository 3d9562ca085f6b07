import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type CreatePromotionRequest,
  type DecidePromotionRequest,
  type Promotion,
  type PromotionPage,
  type PromotionStatus,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/* Promotions: the seller's Advertise and list with its figures; the admins' list, approval and stopping. */

export const storePromotionQueryKeys = queryKeysFactory('storePromotions');
export const adminPromotionQueryKeys = queryKeysFactory('adminPromotions');

const promotionCalls = {
  ofStore: (page: number, signal?: AbortSignal) =>
    browserClient.get<PromotionPage>(API_PATHS.promotion.getStorePromotions, { query: { page }, signal }),
  create: (request: CreatePromotionRequest) => browserClient.post<Promotion>(API_PATHS.promotion.createPromotion, request),
  cancel: (promotionId: string) => browserClient.post<Promotion>(API_PATHS.promotion.cancelPromotion, { promotionId }),
  ofAdmin: (page: number, status: PromotionStatus | null, signal?: AbortSignal) =>
    browserClient.get<PromotionPage>(API_PATHS.promotion.getAdminPromotions, {
      query: { page, ...(status ? { status } : {}) },
      signal,
    }),
  decide: (request: DecidePromotionRequest) => browserClient.post<Promotion>(API_PATHS.promotion.decidePromotion, request),
};

export function useStorePromotions(page: number) {
  return useQuery<PromotionPage, ApiError>({
    queryKey: storePromotionQueryKeys.list({ page }),
    queryFn: ({ signal }) => promotionCalls.ofStore(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** The seller asks to advertise a product; their list reads again. */
export function useCreatePromotion() {
  const client = useQueryClient();
  return useMutation<Promotion, ApiError, CreatePromotionRequest>({
    mutationFn: promotionCalls.create,
    onSuccess: () => client.invalidateQueries({ queryKey: storePromotionQueryKeys.all }),
  });
}

export function useCancelPromotion() {
  const client = useQueryClient();
  return useMutation<Promotion, ApiError, string>({
    mutationFn: promotionCalls.cancel,
    onSuccess: () => client.invalidateQueries({ queryKey: storePromotionQueryKeys.all }),
  });
}

export function useAdminPromotions(page: number, status: PromotionStatus | null) {
  return useQuery<PromotionPage, ApiError>({
    queryKey: adminPromotionQueryKeys.list({ page, status }),
    queryFn: ({ signal }) => promotionCalls.ofAdmin(page, status, signal),
    placeholderData: keepPreviousData,
  });
}

/** An admin approves or stops a promotion; the list reads again. */
export function useDecidePromotion() {
  const client = useQueryClient();
  return useMutation<Promotion, ApiError, DecidePromotionRequest>({
    mutationFn: promotionCalls.decide,
    onSuccess: () => client.invalidateQueries({ queryKey: adminPromotionQueryKeys.all }),
  });
}
