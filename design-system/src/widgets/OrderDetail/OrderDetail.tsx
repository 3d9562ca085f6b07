import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ORDER_ACTOR,
  ORDER_OPEN_STATUSES,
  ORDER_STATUS,
  formatOrderNumber,
  isLanguage,
  type OrderAction,
  type OrderDetail as OrderDetailData,
} from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { formatCalendarDate } from '../../rules/calendarDate.ts';
import { formatOrderDay } from '../../rules/orderDates.ts';
import { OrderStatusBadge } from '../OrderStatusBadge/index.ts';
import { OrderTimeline } from '../OrderTimeline/index.ts';
import { PaymentSummary } from '../PaymentSummary/index.ts';
import { OrderActions, type OrderActionInput } from './OrderActions.tsx';
import { OrderInfo } from './OrderInfo.tsx';
import { OrderLines } from './OrderLines.tsx';

export interface OrderDetailProps {
  order: OrderDetailData;
  /**
   * `buyer`: the store's name and "message the store"; `seller`: the buyer's contact and the packing
   * slip; `admin`: the store's name and the buyer's contact, the admin's moves (cancel with a reason).
   */
  variant: 'buyer' | 'seller' | 'admin';
  /** One move of the order; settles when the server has answered (a rejection is shown where it was asked). */
  onAction: (action: OrderAction, input: OrderActionInput) => Promise<unknown>;
  /** The buyer's "Message the store". */
  onMessageStore?: () => void;
  /** The seller's printable packing slip. */
  packingSlipHref?: string;
  /** The store's and the admin's moves on the order's money (refund, cash collected), under its payment. */
  paymentActions?: ReactNode;
  /** The item's page, for lines whose item still exists. */
  itemHref?: (itemId: string) => string;
  className?: string;
}

/**
 * One order, for its buyer, its store or an admin: number, status and dates; the lines with their frozen
 * prices and the totals; delivery, tracking, contact, note and gift message; the timeline; and the
 * moves the viewer may make now.
 */
export function OrderDetail({
  order,
  variant,
  onAction,
  onMessageStore,
  packingSlipHref,
  paymentActions,
  itemHref,
  className,
}: OrderDetailProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const seller = variant === 'seller';
  const admin = variant === 'admin';
  const actor = admin ? ORDER_ACTOR.ADMIN : seller ? ORDER_ACTOR.SELLER : ORDER_ACTOR.BUYER;
  const number = formatOrderNumber(order.number);

  return (
    <article
      data-slot="order-detail"
      data-variant={variant}
      data-status={order.status}
      className={cn('flex flex-col gap-6', className)}
    >
      <header className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            {seller ? null : (
              <Image src={order.storeProfileImage} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full" />
            )}
            <div className="flex min-w-0 flex-col gap-1">
              <h1 className="font-display text-2xl font-semibold text-ink">{t('orders.detail.title', { number })}</h1>
              {admin ? <p className="text-sm font-semibold text-ink [overflow-wrap:anywhere]">{order.storeName}</p> : null}
              <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
                {seller || admin
                  ? t('orders.detail.from', { name: order.buyerName, interpolation: { escapeValue: false } })
                  : order.storeName}
              </p>
            </div>
          </div>
          <OrderStatusBadge status={order.status} late={order.late} size="md" />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-ink-muted">{t('orders.detail.placedAt')}</dt>
          <dd className="text-ink">
            <time dateTime={order.placedAt}>{formatCalendarDate(new Date(order.placedAt), language)}</time>
          </dd>
          {ORDER_OPEN_STATUSES.includes(order.status) ? (
            <>
              <dt className="text-ink-muted">{t('orders.detail.shipBy')}</dt>
              <dd className={cn(order.late ? 'font-semibold text-danger-800' : 'text-ink')}>
                <time dateTime={order.shipBy}>{formatOrderDay(order.shipBy, language)}</time>
              </dd>
            </>
          ) : null}
        </dl>
        {order.status === ORDER_STATUS.CANCELLED && order.cancelReason !== '' ? (
          <p
            data-slot="cancel-reason"
            className="rounded-lg border border-danger-200 bg-danger-50 px-3 py-2 text-sm text-danger-800 [overflow-wrap:anywhere]"
          >
            {t('orders.detail.cancelReason', { reason: order.cancelReason, interpolation: { escapeValue: false } })}
          </p>
        ) : null}
        <div className="flex flex-wrap items-start gap-2">
          <OrderActions status={order.status} actions={order.actions} actor={actor} onAction={onAction} />
          {variant === 'buyer' && onMessageStore ? (
            <Button variant="outline" onClick={onMessageStore}>
              {t('orders.detail.messageStore')}
            </Button>
          ) : null}
          {seller && packingSlipHref ? (
            <Button variant="outline" asChild>
              <a href={packingSlipHref}>{t('orders.detail.packingSlip')}</a>
            </Button>
          ) : null}
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderLines order={order} itemHref={itemHref} />
          <div className="rounded-xl border border-line bg-surface p-4 sm:p-6">
            <OrderTimeline events={order.events} trackingUrl={order.shipment?.trackingUrl || undefined} />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <PaymentSummary payment={order.payment} totalQepik={order.totalQepik} variant={variant} actions={paymentActions} />
          <OrderInfo order={order} showContact={seller || admin} />
        </div>
      </div>
    </article>
  );
}
