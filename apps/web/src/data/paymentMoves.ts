import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type OrderDetail,
  type OrderPayment,
  type PaymentSettings,
  type RefundOrderAnswer,
  type RefundOrderRequest,
  type UpdatePaymentSettingsRequest,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { adminOrderQueryKeys } from './adminOrders.ts';
import { orderQueryKeys } from './orders.ts';
import { queryKeysFactory } from './queryKeys.ts';
import { storeOrderQueryKeys } from './sellerOrders.ts';

/*
 * The store's and the admins' moves on an order's money (a refund, cash collected) and the admins'
 * payment methods. The buyer's side is payments.ts.
 */

const paymentSettingsKeys = queryKeysFactory('paymentSettings');

const paymentMoveCalls = {
  refund: (request: RefundOrderRequest) => browserClient.post<RefundOrderAnswer>(API_PATHS.payment.refundOrder, request),
  cashCollected: (orderId: string) => browserClient.post<OrderPayment>(API_PATHS.payment.markCashCollected, { orderId }),
  settings: (signal?: AbortSignal) => browserClient.get<PaymentSettings>(API_PATHS.payment.getPaymentSettings, { signal }),
  updateSettings: (request: UpdatePaymentSettingsRequest) =>
    browserClient.post<PaymentSettings>(API_PATHS.payment.updatePaymentSettings, request),
};

/** The order's page shows the payment the server answered at once; then the order (its timeline) and the lists read again. */
function useOrderPaymentChanged() {
  const client = useQueryClient();
  return async (orderId: string, payment: OrderPayment) => {
    client.setQueryData<OrderDetail>(orderQueryKeys.detail(orderId), (order) => (order ? { ...order, payment } : order));
    await Promise.all([
      client.invalidateQueries({ queryKey: orderQueryKeys.all }),
      client.invalidateQueries({ queryKey: storeOrderQueryKeys.all }),
      client.invalidateQueries({ queryKey: adminOrderQueryKeys.all }),
    ]);
  };
}

/** Gives back part or all of what is left of one order's payment (its store or an admin), with a reason. */
export function useRefundOrder() {
  const changed = useOrderPaymentChanged();
  return useMutation<RefundOrderAnswer, ApiError, RefundOrderRequest>({
    mutationFn: paymentMoveCalls.refund,
    onSuccess: (answer, request) => changed(request.orderId, answer.payment),
  });
}

/** The store received a cash order's money: the order is paid. */
export function useMarkCashCollected() {
  const changed = useOrderPaymentChanged();
  return useMutation<OrderPayment, ApiError, string>({
    mutationFn: paymentMoveCalls.cashCollected,
    onSuccess: (payment, orderId) => changed(orderId, payment),
  });
}

/** The admins' payment methods: those enabled and those this server can take. */
export function usePaymentSettings() {
  return useQuery<PaymentSettings, ApiError>({
    queryKey: paymentSettingsKeys.all,
    queryFn: ({ signal }) => paymentMoveCalls.settings(signal),
  });
}

/** Saves the methods the checkout offers; the settings read as the server answered them. */
export function useUpdatePaymentSettings() {
  const client = useQueryClient();
  return useMutation<PaymentSettings, ApiError, UpdatePaymentSettingsRequest>({
    mutationFn: paymentMoveCalls.updateSettings,
    onSuccess: (settings) => client.setQueryData(paymentSettingsKeys.all, settings),
  });
}
