import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@marketplace/contract';
import { CartView, companyHref, productHref } from '@marketplace/design-system';
import { cartApi } from './cartApi.ts';

const CART_QUERY_KEY = ['cart'] as const;

// The cart is the only shopper page with server state that changes under the user's hands: it
// brings its own query client in its own chunk, so other pages never download TanStack Query.
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, retry: 1 } } });

type Change = { lineId: string; quantity: number } | { lineId: string; remove: true };

function CartLines() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const cart = useQuery({ queryKey: CART_QUERY_KEY, queryFn: cartApi.get });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);

  const change = useMutation({
    mutationFn: (next: Change): Promise<Cart> =>
      'remove' in next ? cartApi.remove(next.lineId) : cartApi.updateQuantity(next.lineId, next.quantity),
    onMutate: (next) => {
      setFailed(false);
      setBusy((lines) => new Set(lines).add(next.lineId));
    },
    // The API answers the whole cart with fresh totals.
    onSuccess: (answer) => client.setQueryData(CART_QUERY_KEY, answer),
    onError: () => {
      setFailed(true);
      void client.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
    onSettled: (_answer, _error, next) =>
      setBusy((lines) => {
        const rest = new Set(lines);
        rest.delete(next.lineId);
        return rest;
      }),
  });

  return (
    <CartView
      state={
        cart.data
          ? { status: 'ready', cart: cart.data }
          : cart.isError
            ? { status: 'error', onRetry: () => void cart.refetch() }
            : { status: 'loading' }
      }
      busyLineIds={busy}
      message={failed ? t('cart.changeFailed') : null}
      onQuantityChange={(lineId, quantity) => change.mutate({ lineId, quantity })}
      onRemove={(lineId) => change.mutate({ lineId, remove: true })}
      itemHref={(line) => productHref({ id: line.itemId, productName: line.productName })}
      storeHref={(store) => companyHref({ id: store.storeId, companyName: store.companyName })}
      shopHref="/"
    />
  );
}

/** The signed-in buyer's cart, read and changed through `/cart/v1/*`. */
export default function CartContent() {
  return (
    <QueryClientProvider client={queryClient}>
      <CartLines />
    </QueryClientProvider>
  );
}
