import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOrderNumber, isLanguage, mediaVariantUrl, type OrderSummary } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { formatCalendarDate } from '../../rules/calendarDate.ts';
import { formatQepik } from '../../rules/manat.ts';
import { OrderStatusBadge } from '../OrderStatusBadge/index.ts';
import { Pagination } from '../Pagination/index.ts';

export interface OrderListProps {
  state: 'loading' | 'error' | 'ready';
  orders: readonly OrderSummary[];
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  orderHref: (order: OrderSummary) => string;
  /** Where the empty list's "start shopping" goes. */
  shopHref: string;
  onRetry: () => void;
  className?: string;
}

/** The buyer's orders, newest first: number, store, picture, item count, total, date and status; 12 a page. */
export function OrderList({
  state,
  orders,
  page,
  pageCount,
  hrefForPage,
  orderHref,
  shopHref,
  onRetry,
  className,
}: OrderListProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const headingId = useId();

  let body;
  if (state === 'loading') {
    body = (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span role="status" className="sr-only">
          {t('orders.list.loading')}
        </span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-4 rounded-xl border border-line bg-surface p-4">
            <Skeleton rounded="lg" className="size-16" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (state === 'error') {
    body = (
      <div role="alert" className="rounded-xl border border-line bg-surface">
        <EmptyState
          title={t('orders.list.error.title')}
          description={t('orders.list.error.hint')}
          action={<Button onClick={onRetry}>{t('orders.list.error.retry')}</Button>}
        />
      </div>
    );
  } else if (orders.length === 0) {
    body = (
      <EmptyState
        className="rounded-xl border border-line bg-surface"
        title={t('orders.list.empty.title')}
        description={t('orders.list.empty.hint')}
        action={
          <Button asChild>
            <a href={shopHref}>{t('orders.list.empty.action')}</a>
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <ul aria-labelledby={headingId} className="flex flex-col gap-3">
          {orders.map((order) => {
            const number = formatOrderNumber(order.number);
            return (
              <li
                key={order.orderId}
                data-slot="order-row"
                data-status={order.status}
                className="relative grid grid-cols-[4rem_1fr] gap-x-4 gap-y-2 rounded-xl border border-line bg-surface p-4 hover:border-brand-300 sm:grid-cols-[4rem_1fr_auto]"
              >
                <Image
                  src={mediaVariantUrl(order.coverImage, 'thumb')}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 rounded-lg"
                />
                <div className="flex min-w-0 flex-col gap-1">
                  <h2 className="font-semibold text-ink">
                    {/* The whole card is the link's target; the number names it. */}
                    <a href={orderHref(order)} className="after:absolute after:inset-0 after:rounded-xl hover:underline">
                      <span className="sr-only">{t('orders.list.order')} </span>
                      {number}
                    </a>
                  </h2>
                  <p className="text-sm text-ink [overflow-wrap:anywhere]">{order.storeName}</p>
                  <p className="text-sm text-ink-muted">
                    {t('orders.list.items', { count: order.itemCount })}
                    {' · '}
                    <time dateTime={order.placedAt}>{formatCalendarDate(new Date(order.placedAt), language)}</time>
                  </p>
                </div>
                <div className="col-span-2 flex flex-wrap items-center justify-between gap-2 sm:col-span-1 sm:flex-col sm:items-end">
                  <OrderStatusBadge status={order.status} late={order.late} />
                  <p className="font-semibold text-ink tabular-nums">
                    <span className="sr-only">{t('orders.list.total')} </span>
                    {formatQepik(order.totalQepik, language)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <Pagination page={page} pageCount={pageCount} hrefForPage={hrefForPage} />
      </>
    );
  }

  return (
    <section data-slot="order-list" aria-labelledby={headingId} className={cn('flex flex-col gap-4', className)}>
      <h1 id={headingId} className="font-display text-2xl font-semibold text-ink sm:text-3xl">
        {t('orders.list.title')}
      </h1>
      {body}
    </section>
  );
}
