import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartView, companyHref, productHref } from '@marketplace/design-system';
import { useCart, useRemoveFromCart, useUpdateCartQuantity } from '../../data/cart.ts';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import { SiteQueryProvider } from '../../data/SiteQueryProvider.tsx';
import { showToast } from '../frame/toasts.ts';

/** Lines with a change on the way, so their controls wait for the answer. */
function useBusyLines() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  return {
    busy,
    start: (lineId: string) => setBusy((lines) => new Set(lines).add(lineId)),
    end: (lineId: string) =>
      setBusy((lines) => {
        const rest = new Set(lines);
        rest.delete(lineId);
        return rest;
      }),
  };
}

function CartLines() {
  const { t } = useTranslation();
  const cart = useCart();
  const lines = useBusyLines();
  // Each answer is the whole cart with fresh totals; the navbars of every tab get its count.
  const callbacks = {
    onMutate: ({ lineId }: { lineId: string }) => lines.start(lineId),
    // The lines are read again (see useCartChange); the toast says why they did not change.
    onError: () => showToast('error', t('cart.changeFailed')),
    onSettled: (_answer: unknown, _error: unknown, { lineId }: { lineId: string }) => lines.end(lineId),
  };
  const updateQuantity = useUpdateCartQuantity(callbacks);
  const remove = useRemoveFromCart(callbacks);

  return (
    <CartView
      state={
        cart.data
          ? { status: 'ready', cart: cart.data }
          : cart.isError
            ? { status: 'error', onRetry: () => void cart.refetch() }
            : { status: 'loading' }
      }
      busyLineIds={lines.busy}
      onQuantityChange={(lineId, quantity) => updateQuantity.mutate({ lineId, quantity })}
      onRemove={(lineId) => remove.mutate({ lineId })}
      itemHref={(line) => productHref({ id: line.itemId, productName: line.productName })}
      storeHref={(store) => companyHref({ id: store.storeId, companyName: store.companyName })}
      shopHref="/"
      checkoutHref="/checkout"
    />
  );
}

/** The signed-in buyer's cart, read and changed through the data layer (its own lazily loaded chunk). */
export default function CartContent() {
  return (
    <SiteQueryProvider client={shopperQueryClient}>
      <CartLines />
    </SiteQueryProvider>
  );
}
