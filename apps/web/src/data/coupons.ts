import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  MAX_PAGE_SIZE,
  type Coupon,
  type CouponList,
  type CouponState,
  type CreateCouponRequest,
  type CreateSaleRequest,
  type Sale,
  type SaleList,
  type SellerItemPage,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** Coupons and sales: the seller's own (Coupons and sales page) and every store's (the admin's page). */
const couponQueryKeys = queryKeysFactory('coupons');
const saleQueryKeys = queryKeysFactory('sales');

/** A list's page and filters as the address keeps them (`store`: the admin's search by store name). */
export interface CouponListQuery {
  page: number;
  state?: CouponState | undefined;
  store?: string | undefined;
}

type Audience = 'seller' | 'admin';

const PATHS = {
  seller: {
    coupons: API_PATHS.coupon.getStoreCoupons,
    sales: API_PATHS.coupon.getStoreSales,
    stopCoupon: API_PATHS.coupon.stopCoupon,
    stopSale: API_PATHS.coupon.stopSale,
  },
  admin: {
    coupons: API_PATHS.coupon.getAdminCoupons,
    sales: API_PATHS.coupon.getAdminSales,
    stopCoupon: API_PATHS.coupon.adminStopCoupon,
    stopSale: API_PATHS.coupon.adminStopSale,
  },
} as const;

const queryOf = (query: CouponListQuery) => ({ page: query.page, state: query.state, store: query.store || undefined });

export function useCoupons(audience: Audience, query: CouponListQuery) {
  return useQuery<CouponList, ApiError>({
    queryKey: couponQueryKeys.list({ audience, ...query }),
    queryFn: ({ signal }) => browserClient.get<CouponList>(PATHS[audience].coupons, { query: queryOf(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSales(audience: Audience, query: CouponListQuery) {
  return useQuery<SaleList, ApiError>({
    queryKey: saleQueryKeys.list({ audience, ...query }),
    queryFn: ({ signal }) => browserClient.get<SaleList>(PATHS[audience].sales, { query: queryOf(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation<Coupon, ApiError, CreateCouponRequest>({
    mutationFn: (request) => browserClient.post<Coupon>(API_PATHS.coupon.createCoupon, request),
    onSuccess: () => client.invalidateQueries({ queryKey: couponQueryKeys.all }),
  });
}

export function useCreateSale() {
  const client = useQueryClient();
  return useMutation<Sale, ApiError, CreateSaleRequest>({
    mutationFn: (request) => browserClient.post<Sale>(API_PATHS.coupon.createSale, request),
    onSuccess: () => client.invalidateQueries({ queryKey: saleQueryKeys.all }),
  });
}

/** Stops a coupon (the seller's own, or any store's by an admin with a reason). */
export function useStopCoupon(audience: Audience) {
  const client = useQueryClient();
  return useMutation<Coupon, ApiError, { id: string; reason: string }>({
    mutationFn: (request) => browserClient.post<Coupon>(PATHS[audience].stopCoupon, request),
    onSuccess: () => client.invalidateQueries({ queryKey: couponQueryKeys.all }),
  });
}

export function useStopSale(audience: Audience) {
  const client = useQueryClient();
  return useMutation<Sale, ApiError, { id: string; reason: string }>({
    mutationFn: (request) => browserClient.post<Sale>(PATHS[audience].stopSale, request),
    onSuccess: () => client.invalidateQueries({ queryKey: saleQueryKeys.all }),
  });
}

/** The seller's products a sale may hold (listed ones, newest first, the first MAX_PAGE_SIZE matching `q`). */
export function useSaleProducts(q: string, enabled: boolean) {
  return useQuery<SellerItemPage, ApiError>({
    queryKey: saleQueryKeys.detail(`products:${q}`),
    queryFn: ({ signal }) =>
      browserClient.post<SellerItemPage>(
        API_PATHS.merchant.getItemListByPage,
        { page_size: MAX_PAGE_SIZE, offset: 0, status: 'ACTIVE', ...(q.trim() ? { q: q.trim() } : {}) },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
