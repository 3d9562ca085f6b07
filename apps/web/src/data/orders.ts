import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_ACTION,
  type ChangeOrderStatusRequest,
  type CheckoutAnswer,
  type CheckoutQuote,
  type OrderDetail,
  type OrderAction,
  type OrderList,
  type PlaceOrderRequest,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { adminOrderQueryKeys } from './adminOrders.ts';
import { publishCartCount } from './cartCount.ts';
import { pageLive } from '../realtime/pageLive.ts';
import { queryKeysFactory } from './queryKeys.ts';
import { storeOrderQueryKeys } from './sellerOrders.ts';

/*
 * Orders as a buyer sees them (checkout, history, one order) and the status moves every side makes
 * on one order (`useChangeOrderStatus`: buyer, store and admin call the same path).
 */

export const orderQueryKeys = queryKeysFactory('orders');
const checkoutQueryKeys = queryKeysFactory('checkout');

type MutationOptions<T, V> = Omit<UseMutationOptions<T, ApiError, V>, 'mutationFn'>;

/** A store's coupon code at checkout. */
type CheckoutCode = { storeId: string; code: string };

const orderCalls = {
  preview: (city: string | null, coupons: readonly CheckoutCode[], signal?: AbortSignal) =>
    browserClient.post<CheckoutQuote>(
      API_PATHS.order.previewCheckout,
      coupons.length > 0 ? { city, coupons } : { city },
      { signal },
    ),
  place: (request: PlaceOrderRequest, idempotencyKey: string) =>
    browserClient.post<CheckoutAnswer>(API_PATHS.order.placeOrder, request, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  mine: (page: number, signal?: AbortSignal) =>
    browserClient.get<OrderList>(API_PATHS.order.getMyOrders, { query: { page }, signal }),
  one: (orderId: string, signal?: AbortSignal) =>
    browserClient.get<OrderDetail>(API_PATHS.order.getOrder, { query: { orderId }, signal }),
  changeStatus: (request: ChangeOrderStatusRequest) => browserClient.post<OrderDetail>(API_PATHS.order.changeOrderStatus, request),
};

/** The cart as it would be ordered now, priced for the chosen city (null: none chosen yet) with the stores' coupon codes. */
export function useCheckoutQuote(city: string | null, coupons: readonly CheckoutCode[] = []) {
  return useQuery<CheckoutQuote, ApiError>({
    queryKey: [
      ...checkoutQueryKeys.detail(city ?? ''),
      coupons.map((coupon) => `${coupon.storeId}:${coupon.code}`).join(','),
    ],
    queryFn: ({ signal }) => orderCalls.preview(city, coupons, signal),
    placeholderData: keepPreviousData,
    // Prices and stock move under a checkout: never place from a stale quote.
    staleTime: 0,
  });
}

/**
 * Places the cart as one order per store (cash), or starts its card payment (a PAYMENT_REDIRECT
 * answer: nothing is placed yet and the cart stays). The caller passes the same key for every try
 * of one checkout (a double click or a retry after a lost answer creates the orders once).
 */
export function usePlaceOrder(options?: MutationOptions<CheckoutAnswer, { request: PlaceOrderRequest; idempotencyKey: string }>) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ request, idempotencyKey }) => orderCalls.place(request, idempotencyKey),
    onSuccess: async (...args) => {
      if (args[0].kind === 'PAYMENT_REDIRECT') {
        await options?.onSuccess?.(...args);
        return;
      }
      publishCartCount(0);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['cart'] }),
        client.invalidateQueries({ queryKey: orderQueryKeys.all }),
      ]);
      await options?.onSuccess?.(...args);
    },
  });
}

/**
 * Each change of a buyer's order reaches their bell (an inbox notification, live on the
 * `notifications` topic): while an order page is open, every new count reads the orders again.
 */
export function useLiveOrders(): void {
  const client = useQueryClient();
  useEffect(() => {
    let first = true;
    return pageLive().subscribe(
      { kind: 'notifications' },
      {
        onNotifications: () => {
          // The frame on subscribing only reports the count.
          if (!first) void client.invalidateQueries({ queryKey: orderQueryKeys.all });
          first = false;
        },
      },
    );
  }, [client]);
}

/** The buyer's orders, newest first, ORDER_PAGE_SIZE a page. */
export function useMyOrders(page: number) {
  return useQuery<OrderList, ApiError>({
    queryKey: orderQueryKeys.list({ page }),
    queryFn: ({ signal }) => orderCalls.mine(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One order as the caller may see it (buyer, its store or an admin), with the moves they may make. */
export function useOrder(orderId: string) {
  return useQuery<OrderDetail, ApiError>({
    queryKey: orderQueryKeys.detail(orderId),
    queryFn: ({ signal }) => orderCalls.one(orderId, signal),
  });
}

/** The moves a person makes (the server's own, COMPLETE, is never asked for). */
type PersonOrderAction = ChangeOrderStatusRequest['action'];
const isPersonOrderAction = (action: OrderAction): action is PersonOrderAction => action !== ORDER_ACTION.COMPLETE;

/**
 * The `onAction` of an order's page: a person's move goes to the server through `change`; the
 * server's own move (COMPLETE) is never offered to a person, so it changes nothing.
 */
export function orderMoveOf(
  change: { mutateAsync: (request: ChangeOrderStatusRequest) => Promise<unknown> },
  orderId: string,
): (action: OrderAction, input: Omit<ChangeOrderStatusRequest, 'orderId' | 'action'>) => Promise<unknown> {
  return (action, input) => (isPersonOrderAction(action) ? change.mutateAsync({ orderId, action, ...input }) : Promise.resolve());
}

/** One move of the status table; the order is shown as the server answers it, and every list reads again. */
export function useChangeOrderStatus(options?: MutationOptions<OrderDetail, ChangeOrderStatusRequest>) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: orderCalls.changeStatus,
    onSuccess: async (...args) => {
      const [order] = args;
      client.setQueryData(orderQueryKeys.detail(order.orderId), order);
      await Promise.all([
        client.invalidateQueries({ queryKey: orderQueryKeys.lists() }),
        client.invalidateQueries({ queryKey: storeOrderQueryKeys.all }),
        client.invalidateQueries({ queryKey: adminOrderQueryKeys.all }),
      ]);
      await options?.onSuccess?.(...args);
    },
  });
}
