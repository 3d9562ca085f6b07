import { useNavigate, useSearchParams } from 'react-router';
import type { SellerStatusFilter } from '@marketplace/design-system';
import { productsHref, readListParams, type ProductListParams } from './listParams.ts';

/** The list's page, status and search live in the address; changing a filter starts again at page 1. */
export function useProductListUrl() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = readListParams(searchParams);
  const go = (next: Partial<ProductListParams>) => void navigate(productsHref({ ...params, ...next }));

  return {
    params,
    hrefForPage: (page: number) => productsHref({ ...params, page }),
    setStatus: (status: SellerStatusFilter) => go({ status: status === 'ALL' ? undefined : status, page: 1 }),
    setQuery: (q: string) => go({ q, page: 1 }),
    /** A page past the last one (products hidden or deleted meanwhile) is replaced by the last one. */
    replacePage: (page: number) => void navigate(productsHref({ ...params, page }), { replace: true }),
  };
}
