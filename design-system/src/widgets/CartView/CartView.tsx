import { useTranslation } from 'react-i18next';
import type { Cart, CartLine, CartStore } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { formatManat } from '../../rules/manat.ts';
import { CartLineRow } from './CartLineRow.tsx';

export type CartViewState = { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; cart: Cart };

export interface CartViewProps {
  state: CartViewState;
  /** Lines with a change on its way: their controls wait. */
  busyLineIds?: ReadonlySet<string>;
  /** A failed change, already translated (shown above the lines). */
  message?: string | null;
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  itemHref: (line: CartLine) => string;
  storeHref: (store: CartStore) => string;
  /** Where "continue shopping" goes (the empty cart's action). */
  shopHref: string;
  /** The checkout's address; without it the cart offers no checkout. */
  checkoutHref?: string;
  className?: string;
}

function CartSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{t('common.loading')}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-4">
          <Skeleton rounded="lg" className="size-24" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The way to the checkout. A line that cannot be bought now (hidden, sold out) would be refused
 * there, so the button waits, saying why, until the buyer removes it.
 */
function CheckoutAction({ cart, href }: { cart: Cart; href: string }) {
  const { t } = useTranslation();
  const blocked = cart.stores.some((store) => store.lines.some((line) => !line.available));
  return (
    <div className="flex flex-col gap-2 pt-2">
      {blocked ? (
        <>
          <Button disabled aria-describedby="cart-checkout-blocked" className="w-full">
            {t('cart.checkout')}
          </Button>
          <p id="cart-checkout-blocked" className="text-sm text-danger-700">
            {t('cart.checkoutBlocked')}
          </p>
        </>
      ) : (
        <Button asChild className="w-full">
          <a href={href}>{t('cart.checkout')}</a>
        </Button>
      )}
      <p className="text-xs text-ink-muted">{t('cart.deliveryNext')}</p>
    </div>
  );
}

/** Spec §2 "/cart": lines grouped by store with quantities, pocket fees and the totals the API computed. */
export function CartView({
  state,
  busyLineIds,
  message,
  onQuantityChange,
  onRemove,
  itemHref,
  storeHref,
  shopHref,
  checkoutHref,
  className,
}: CartViewProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatManat(amount, i18n.language);

  if (state.status === 'loading') return <CartSkeleton />;
  if (state.status === 'error') {
    return (
      <EmptyState
        title={t('cart.loadFailed.title')}
        description={t('cart.loadFailed.description')}
        action={<Button onClick={state.onRetry}>{t('cart.loadFailed.retry')}</Button>}
        className={className}
      />
    );
  }
  const { cart } = state;
  if (cart.stores.length === 0) {
    return (
      <EmptyState
        title={t('cart.empty.title')}
        description={t('cart.empty.description')}
        action={
          <Button asChild>
            <a href={shopHref}>{t('cart.empty.action')}</a>
          </Button>
        }
        className={className}
      />
    );
  }

  return (
    <div data-slot="cart-view" className={cn('grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start', className)}>
      <div className="flex flex-col gap-6">
        {message && (
          <p
            role="alert"
            className="rounded-lg border border-danger-200 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-800"
          >
            {message}
          </p>
        )}
        {cart.stores.map((store) => (
          <section
            key={store.storeId}
            aria-labelledby={`cart-store-${store.storeId}`}
            className="rounded-xl border border-line bg-surface px-4 sm:px-6"
          >
            <header className="flex items-center gap-3 border-b border-line py-4">
              <Image src={store.profileImage} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full" />
              <h2
                id={`cart-store-${store.storeId}`}
                className="min-w-0 flex-1 font-display text-lg font-semibold [overflow-wrap:anywhere]"
              >
                {store.companyName.trim() === '' ? (
                  // A store that has lost its name: nothing to link by, and its lines are no longer for sale.
                  <span className="text-ink-muted">{t('cart.unnamedStore')}</span>
                ) : (
                  <a href={storeHref(store)} className="underline-offset-4 hover:underline">
                    {store.companyName}
                  </a>
                )}
              </h2>
            </header>
            <ul className="divide-y divide-line">
              {store.lines.map((line) => (
                <CartLineRow
                  key={line.lineId}
                  line={line}
                  href={itemHref(line)}
                  busy={busyLineIds?.has(line.lineId) ?? false}
                  onQuantityChange={(quantity) => onQuantityChange(line.lineId, quantity)}
                  onRemove={() => onRemove(line.lineId)}
                />
              ))}
            </ul>
            <p className="flex justify-between border-t border-line py-4 text-sm">
              <span className="text-ink-muted">{t('cart.storeTotal')}</span>
              <span data-slot="store-total" className="font-semibold tabular-nums">
                {money(store.total)}
              </span>
            </p>
          </section>
        ))}
      </div>
      <aside
        aria-labelledby="cart-summary"
        className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-6 lg:sticky lg:top-24"
      >
        <h2 id="cart-summary" className="font-display text-lg font-semibold">
          {t('cart.summary')}
        </h2>
        <p className="flex justify-between text-sm text-ink-muted">
          <span>{t('cart.units', { count: cart.count })}</span>
        </p>
        <p className="flex items-baseline justify-between border-t border-line pt-3">
          <span className="font-semibold">{t('cart.total')}</span>
          <span data-slot="cart-total" className="text-xl font-bold tabular-nums">
            {money(cart.total)}
          </span>
        </p>
        {checkoutHref && <CheckoutAction cart={cart} href={checkoutHref} />}
      </aside>
    </div>
  );
}
