import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@marketplace/contract';
import { Button, EmptyState, Skeleton } from '@marketplace/design-system';
import { isApiError, type ApiError } from '../api/ApiError.ts';

export interface OrderLoadFallbackProps {
  order: UseQueryResult<OrderDetail, ApiError>;
  /** The list to go back to when there is no such order (or none the viewer may see). */
  backHref?: string;
}

/**
 * What an order's page shows until the order is read: a placeholder while it loads; "no such order"
 * with the way back to the list (the server says 404 for an order that is not the viewer's too); or
 * a failure to read, with a retry. Nothing once the order is there.
 */
export function OrderLoadFallback({ order, backHref }: OrderLoadFallbackProps) {
  const { t } = useTranslation();
  if (order.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton rounded="xl" className="h-48 w-full" />
      </div>
    );
  }
  if (!order.isError) return null;
  const missing = isApiError(order.error) && order.error.status === 404;
  return (
    <EmptyState
      title={t(missing ? 'orders.detail.notFound' : 'orders.detail.loadFailed')}
      action={
        missing ? (
          backHref ? (
            <Button asChild>
              <a href={backHref}>{t('orders.detail.backToList')}</a>
            </Button>
          ) : undefined
        ) : (
          <Button onClick={() => void order.refetch()}>{t('cart.loadFailed.retry')}</Button>
        )
      }
    />
  );
}
