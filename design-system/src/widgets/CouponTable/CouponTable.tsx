import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Coupon } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { formatQepik } from '../../rules/manat.ts';
import { formatOrderDay } from '../../rules/orderDates.ts';
import { STATE_TONE, stoppable } from './stateTone.ts';
import { StopDialog } from './StopDialog.tsx';

export interface CouponTableProps {
  coupons: readonly Coupon[];
  /** The seller's own list, or the admins' (with each coupon's store, and a reason to stop one). */
  audience: 'seller' | 'admin';
  /** Stops a coupon that is running or scheduled (the admin's with a reason); a promise keeps the dialog busy. */
  onStop?: (coupon: Coupon, reason: string) => void | Promise<unknown>;
  /** Why the last stop failed, already translated (shown in the dialog). */
  stopMessage?: string | null;
  className?: string;
}

/**
 * Coupon codes in a dense table: the code, (for admins) its store, the discount, the minimum
 * order, the days, uses (of the limit) and the discount given, the state — a stopped one says who
 * stopped it and, for the marketplace, why — and Stop. Scrolls sideways on a phone.
 */
export function CouponTable({ coupons, audience, onStop, stopMessage, className }: CouponTableProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const money = (qepik: number) => formatQepik(qepik, language);
  const [stopping, setStopping] = useState<Coupon | null>(null);
  if (coupons.length === 0) return <EmptyState title={t('coupons.page.noCoupons')} />;

  return (
    <div data-slot="coupon-table" className={cn('overflow-x-auto rounded-lg border border-line bg-surface', className)}>
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">{t('coupons.page.couponsHeading')}</caption>
        <thead className="bg-neutral-50 text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('coupons.table.code')}
            </th>
            {audience === 'admin' ? (
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t('coupons.table.store')}
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('coupons.table.discount')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('coupons.table.minimum')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('coupons.table.days')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('coupons.table.used')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('coupons.table.given')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('coupons.table.state')}
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('coupons.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {coupons.map((coupon) => {
            const day = (value: string) => formatOrderDay(value, language);
            return (
              <tr key={coupon.id} data-state={coupon.state}>
                <th scope="row" className="px-3 py-2 text-start font-mono font-semibold text-ink">
                  {coupon.code}
                </th>
                {audience === 'admin' ? (
                  <td className="px-3 py-2 text-ink [overflow-wrap:anywhere]">{coupon.storeName}</td>
                ) : null}
                <td className="px-3 py-2 text-ink">
                  {coupon.kind === 'PERCENT'
                    ? t('coupons.value.PERCENT', { value: coupon.value })
                    : t('coupons.value.AMOUNT', { amount: money(coupon.value), interpolation: { escapeValue: false } })}
                </td>
                <td className="px-3 py-2 text-end tabular-nums">
                  {coupon.minOrderQepik > 0 ? money(coupon.minOrderQepik) : t('coupons.table.noMinimum')}
                </td>
                <td className="px-3 py-2 text-ink">
                  {coupon.endsOn
                    ? t('coupons.days.range', { from: day(coupon.startsOn), to: day(coupon.endsOn) })
                    : t('coupons.days.from', { from: day(coupon.startsOn) })}
                </td>
                <td className="px-3 py-2 text-end tabular-nums">
                  {coupon.usesTotal === null
                    ? t('coupons.used.count', { used: coupon.used })
                    : t('coupons.used.of', { used: coupon.used, total: coupon.usesTotal })}
                </td>
                <td className="px-3 py-2 text-end tabular-nums">{money(coupon.discountGivenQepik)}</td>
                <td className="px-3 py-2">
                  <Badge tone={STATE_TONE[coupon.state]} size="sm">
                    {t(`coupons.state.${coupon.state}`)}
                  </Badge>
                  {coupon.stoppedBy === 'ADMIN' ? (
                    <p className="mt-1 max-w-56 text-xs text-ink-muted [overflow-wrap:anywhere]">
                      {t('coupons.stoppedByAdmin', { reason: coupon.stopReason, interpolation: { escapeValue: false } })}
                    </p>
                  ) : null}
                </td>
                <td className="px-3 py-2 text-end">
                  {onStop && stoppable(coupon.state) ? (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('coupons.table.stopCode', { code: coupon.code })}
                      onClick={() => setStopping(coupon)}
                    >
                      {t('coupons.table.stop')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {stopping && onStop ? (
        <StopDialog
          what={stopping.code}
          audience={audience}
          message={stopMessage}
          onClose={() => setStopping(null)}
          onStop={async (reason) => {
            await onStop(stopping, reason);
            setStopping(null);
          }}
        />
      ) : null}
    </div>
  );
}
