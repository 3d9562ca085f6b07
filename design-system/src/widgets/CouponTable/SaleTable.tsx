import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Sale } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { formatManat } from '../../rules/manat.ts';
import { formatOrderDay } from '../../rules/orderDates.ts';
import { STATE_TONE, stoppable } from './stateTone.ts';
import { StopDialog } from './StopDialog.tsx';

export interface SaleTableProps {
  sales: readonly Sale[];
  /** The seller's own list, or the admins' (with each sale's store, and a reason to stop one). */
  audience: 'seller' | 'admin';
  /** Stops a sale that is running or scheduled (the admin's with a reason); its products get their prices back. */
  onStop?: (sale: Sale, reason: string) => void | Promise<unknown>;
  stopMessage?: string | null;
  className?: string;
}

/** How many products a row shows by name before "+N". */
const SHOWN_PRODUCTS = 3;

/**
 * Sales in a dense table: the name, (for admins) the store, the percent off, the days, the products
 * (the first few with their price now and in the sale), the state and Stop. Scrolls sideways on a phone.
 */
export function SaleTable({ sales, audience, onStop, stopMessage, className }: SaleTableProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const [stopping, setStopping] = useState<Sale | null>(null);
  if (sales.length === 0) return <EmptyState title={t('coupons.page.noSales')} />;
  const day = (value: string) => formatOrderDay(value, language);

  return (
    <div data-slot="sale-table" className={cn('overflow-x-auto rounded-lg border border-line bg-surface', className)}>
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">{t('coupons.page.salesHeading')}</caption>
        <thead className="bg-neutral-50 text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('coupons.table.name')}
            </th>
            {audience === 'admin' ? (
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t('coupons.table.store')}
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('coupons.table.discount')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('coupons.table.days')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('coupons.table.products')}
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
          {sales.map((sale) => (
            <tr key={sale.id} data-state={sale.state}>
              <th scope="row" className="px-3 py-2 text-start font-semibold text-ink [overflow-wrap:anywhere]">
                {sale.name}
              </th>
              {audience === 'admin' ? <td className="px-3 py-2 text-ink [overflow-wrap:anywhere]">{sale.storeName}</td> : null}
              <td className="px-3 py-2 text-ink">{t('coupons.value.PERCENT', { value: sale.percent })}</td>
              <td className="px-3 py-2 text-ink">
                {t('coupons.days.range', { from: day(sale.startsOn), to: day(sale.endsOn) })}
              </td>
              <td className="px-3 py-2">
                <p className="text-ink-muted">{t('coupons.table.productCount', { count: sale.items.length })}</p>
                <ul className="mt-1 flex flex-col gap-1">
                  {sale.items.slice(0, SHOWN_PRODUCTS).map((item) => (
                    <li key={item.itemId} className="flex items-center gap-2">
                      <Image
                        src={item.coverImage}
                        alt=""
                        width={28}
                        height={28}
                        aspectRatio={1}
                        className="size-7 shrink-0 rounded"
                      />
                      <span className="min-w-0 flex-1 truncate text-ink">{item.productName}</span>
                      <span className="tabular-nums text-ink">
                        <s className="me-1 text-ink-muted">{formatManat(item.productPrice, language)}</s>
                        {formatManat(item.salePrice, language)}
                      </span>
                    </li>
                  ))}
                  {sale.items.length > SHOWN_PRODUCTS ? (
                    <li className="text-xs text-ink-muted">+{sale.items.length - SHOWN_PRODUCTS}</li>
                  ) : null}
                </ul>
              </td>
              <td className="px-3 py-2">
                <Badge tone={STATE_TONE[sale.state]} size="sm">
                  {t(`coupons.state.${sale.state}`)}
                </Badge>
                {sale.stoppedBy === 'ADMIN' ? (
                  <p className="mt-1 max-w-56 text-xs text-ink-muted [overflow-wrap:anywhere]">
                    {t('coupons.stoppedByAdmin', { reason: sale.stopReason, interpolation: { escapeValue: false } })}
                  </p>
                ) : null}
              </td>
              <td className="px-3 py-2 text-end">
                {onStop && stoppable(sale.state) ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('coupons.table.stopSale', { name: sale.name, interpolation: { escapeValue: false } })}
                    onClick={() => setStopping(sale)}
                  >
                    {t('coupons.table.stop')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {stopping && onStop ? (
        <StopDialog
          what={stopping.name}
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
