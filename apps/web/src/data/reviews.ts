import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type OrderReviews,
  type ReplyReviewRequest,
  type Review,
  type ReviewPage,
  type SaveReviewRequest,
  type SetReviewHiddenRequest,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/*
 * Reviews: the buyer's order page (each line's review, writing and changing it), the seller's
 * Reviews page and its one reply, the admin's list and hiding. The product page's reviews come with
 * its server-rendered data (item.data.ts), not from here.
 */

export const orderReviewQueryKeys = queryKeysFactory('orderReviews');
export const storeReviewQueryKeys = queryKeysFactory('storeReviews');
export const adminReviewQueryKeys = queryKeysFactory('adminReviews');

export interface ReviewListQuery {
  page: number;
  stars: number | null;
}

const query = ({ page, stars }: ReviewListQuery, extra: Record<string, string | undefined> = {}) => ({
  page,
  ...(stars ? { stars } : {}),
  ...Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== undefined)),
});

const reviewCalls = {
  ofOrder: (orderId: string, signal?: AbortSignal) =>
    browserClient.get<OrderReviews>(API_PATHS.review.getOrderReviews, { query: { orderId }, signal }),
  save: (request: SaveReviewRequest) => browserClient.post<Review>(API_PATHS.review.saveReview, request),
  ofStore: (list: ReviewListQuery & { unanswered: boolean }, signal?: AbortSignal) =>
    browserClient.get<ReviewPage>(API_PATHS.review.getStoreReviews, {
      query: query(list, { unanswered: list.unanswered ? 'true' : undefined }),
      signal,
    }),
  reply: (request: ReplyReviewRequest) => browserClient.post<Review>(API_PATHS.review.replyReview, request),
  ofAdmin: (list: ReviewListQuery & { hidden: boolean | null }, signal?: AbortSignal) =>
    browserClient.get<ReviewPage>(API_PATHS.review.getAdminReviews, {
      query: query(list, { hidden: list.hidden === null ? undefined : String(list.hidden) }),
      signal,
    }),
  setHidden: (request: SetReviewHiddenRequest) => browserClient.post<Review>(API_PATHS.review.setReviewHidden, request),
};

/** Each line of the buyer's order with its review and whether it may be written or changed now. */
export function useOrderReviews(orderId: string, enabled = true) {
  return useQuery<OrderReviews, ApiError>({
    queryKey: orderReviewQueryKeys.detail(orderId),
    queryFn: ({ signal }) => reviewCalls.ofOrder(orderId, signal),
    enabled,
  });
}

/** Writes or changes a line's review; the order's reviews read again. */
export function useSaveReview(orderId: string) {
  const client = useQueryClient();
  return useMutation<Review, ApiError, SaveReviewRequest>({
    mutationFn: reviewCalls.save,
    onSuccess: () => client.invalidateQueries({ queryKey: orderReviewQueryKeys.detail(orderId) }),
  });
}

/** The seller's Reviews page: the store's reviews, newest first, all or only those awaiting a reply. */
export function useStoreReviews(list: ReviewListQuery & { unanswered: boolean }) {
  return useQuery<ReviewPage, ApiError>({
    queryKey: storeReviewQueryKeys.list(list),
    queryFn: ({ signal }) => reviewCalls.ofStore(list, signal),
    placeholderData: keepPreviousData,
  });
}

/** The seller's one reply; the store's lists read again. */
export function useReplyReview() {
  const client = useQueryClient();
  return useMutation<Review, ApiError, ReplyReviewRequest>({
    mutationFn: reviewCalls.reply,
    onSuccess: () => client.invalidateQueries({ queryKey: storeReviewQueryKeys.all }),
  });
}

/** The admin's Reviews: every review, newest first, shown, hidden or both. */
export function useAdminReviews(list: ReviewListQuery & { hidden: boolean | null }) {
  return useQuery<ReviewPage, ApiError>({
    queryKey: adminReviewQueryKeys.list(list),
    queryFn: ({ signal }) => reviewCalls.ofAdmin(list, signal),
    placeholderData: keepPreviousData,
  });
}

/** The admin hides a review with a reason or shows it again; the admin's lists read again. */
export function useSetReviewHidden() {
  const client = useQueryClient();
  return useMutation<Review, ApiError, SetReviewHiddenRequest>({
    mutationFn: reviewCalls.setHidden,
    onSuccess: () => client.invalidateQueries({ queryKey: adminReviewQueryKeys.all }),
  });
}
