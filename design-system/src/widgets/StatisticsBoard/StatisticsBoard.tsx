import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatAdminDateTime,
  formatConversion,
  STAT_RANGES,
  type MarketStatistics,
  type StatRange,
  type StoreStatistics,
} from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { formatCount } from '../../rules/count.ts';
import { formatQepik } from '../../rules/manat.ts';
import { StatisticsChart } from './StatisticsChart.tsx';

export type StatisticsMetric = 'views' | 'orders' | 'revenueQepik' | 'conversion' | 'favourites' | 'newStores' | 'newBuyers';
const STORE_METRICS: StatisticsMetric[] = ['views', 'orders', 'revenueQepik', 'conversion', 'favourites'];
const MARKET_METRICS: StatisticsMetric[] = [...STORE_METRICS, 'newStores', 'newBuyers'];

export interface StatisticsBoardProps {
  /** The seller's own store, or the admin's whole marketplace (with the stores and buyers that signed up). */
  audience: 'seller' | 'admin';
  state: 'loading' | 'error' | 'ready';
  statistics: StoreStatistics | MarketStatistics | null;
  range: StatRange;
  onRangeChange: (range: StatRange) => void;
  onRetry: () => void;
  /** Where a top product's name leads (its product page). */
  productHref: (id: string) => string;
  /** Chart (default) or table first; the person switches between them. */
  initialView?: 'chart' | 'table';
  className?: string;
}

const frame = 'rounded-xl border border-line bg-surface';
const CHART_HEIGHT = 260;

/** "29.11" under the chart and "29.11.2026" in the table: the spec's date form, the same in every language. */
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;
const longDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/**
 * Statistics of a store (the seller's) or of the marketplace (the admin's) over the last 7, 30, 90 or
 * 365 days: the range's totals, each a button that puts its figure on the chart, the chart or a table
 * of the same figures day by day, the best products and where the views came from.
 */
export function StatisticsBoard({
  audience,
  state,
  statistics,
  range,
  onRangeChange,
  onRetry,
  productHref,
  initialView = 'chart',
  className,
}: StatisticsBoardProps) {
  const { t, i18n } = useTranslation();
  const [metric, setMetric] = useState<StatisticsMetric>('views');
  const [view, setView] = useState<'chart' | 'table'>(initialView);
  const headingId = useId();
  const metrics = audience === 'admin' ? MARKET_METRICS : STORE_METRICS;
  const format = (which: StatisticsMetric, value: number | null): string =>
    which === 'revenueQepik'
      ? formatQepik(value ?? 0, i18n.language)
      : which === 'conversion'
        ? formatConversion(value, i18n.language)
        : formatCount(value ?? 0);
  const valueOf = (row: object, which: StatisticsMetric): number | null =>
    (row as Record<string, number | null | undefined>)[which] ?? (which === 'conversion' ? null : 0);

  if (state === 'error') {
    return (
      <div role="alert" className={cn(frame, className)}>
        <EmptyState
          density="compact"
          headingLevel={2}
          title={t('statistics.error')}
          description={t('admin.table.error.hint')}
          action={
            <Button variant="outline" onClick={onRetry}>
              {t('admin.table.error.retry')}
            </Button>
          }
        />
      </div>
    );
  }

  const ready = state === 'ready' && statistics !== null;
  const nothing = ready && statistics.days.every((day) => metrics.every((which) => !valueOf(day, which)));
  const sourceTotal = ready ? statistics.sources.reduce((total, source) => total + source.views, 0) : 0;

  return (
    <section
      data-slot="statistics-board"
      aria-busy={state === 'loading' || undefined}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t(audience === 'admin' ? 'statistics.marketHeading' : 'statistics.storeHeading')}
        </h2>
        <div role="group" aria-label={t('statistics.range.label')} className="flex flex-wrap gap-1">
          {STAT_RANGES.map((days) => (
            <Button
              key={days}
              size="sm"
              variant={days === range ? 'primary' : 'outline'}
              aria-pressed={days === range}
              onClick={() => onRangeChange(days)}
            >
              {t('statistics.range.days', { count: days })}
            </Button>
          ))}
        </div>
      </div>

      {state === 'loading' ? (
        <p role="status" className="sr-only">
          {t('admin.table.loading')}
        </p>
      ) : null}

      <div
        role="group"
        aria-label={t('statistics.metric.label')}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-7"
      >
        {metrics.map((which) => (
          <button
            key={which}
            type="button"
            aria-pressed={which === metric}
            onClick={() => setMetric(which)}
            className={cn(
              'flex flex-col items-start gap-1 rounded-xl border p-3 text-left',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              which === metric ? 'border-brand-600 bg-brand-50' : 'border-line bg-surface hover:bg-neutral-100',
            )}
          >
            <span className="text-sm font-medium text-ink-muted">{t(`statistics.metric.${which}`)}</span>
            <span className="font-display text-lg font-semibold whitespace-nowrap tabular-nums text-ink xl:text-xl">
              {ready ? format(which, valueOf(statistics.totals, which)) : <Skeleton className="h-7 w-16" />}
            </span>
          </button>
        ))}
      </div>

      <div className={cn(frame, 'flex flex-col gap-3 p-4')}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-ink">
            {t('statistics.perDay', { metric: t(`statistics.metric.${metric}`) })}
          </h3>
          <div role="group" aria-label={t('statistics.view.label')} className="flex gap-1">
            {(['chart', 'table'] as const).map((which) => (
              <Button
                key={which}
                size="sm"
                variant={which === view ? 'secondary' : 'ghost'}
                aria-pressed={which === view}
                onClick={() => setView(which)}
              >
                {t(`statistics.view.${which}`)}
              </Button>
            ))}
          </div>
        </div>
        {!ready ? (
          <Skeleton className="w-full" style={{ height: CHART_HEIGHT }} />
        ) : nothing ? (
          <EmptyState
            density="compact"
            headingLevel={4}
            title={t('statistics.empty.title')}
            description={t('statistics.empty.hint')}
          />
        ) : view === 'chart' ? (
          <StatisticsChart
            points={statistics.days.map((day) => ({ day: day.day, value: valueOf(day, metric) ?? 0 }))}
            label={t(`statistics.metric.${metric}`)}
            formatValue={(value) => format(metric, value)}
            formatDay={shortDay}
            height={CHART_HEIGHT}
          />
        ) : (
          <div
            role="region"
            aria-label={t('statistics.view.table')}
            // The days scroll inside their box (a year is 365 rows), so a keyboard must reach it.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="max-h-96 overflow-auto focus-visible:outline-2 focus-visible:outline-focus"
          >
            <table className="w-full text-sm">
              <caption className="sr-only">{t('statistics.tableCaption', { count: statistics.range })}</caption>
              <thead className="sticky top-0 bg-surface">
                <tr className="border-b border-line text-left text-ink-muted">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('statistics.day')}
                  </th>
                  {metrics.map((which) => (
                    <th key={which} scope="col" className="py-2 pr-3 text-right font-medium">
                      {t(`statistics.metric.${which}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...statistics.days].reverse().map((day) => (
                  <tr key={day.day} className="border-b border-line last:border-0">
                    <th scope="row" className="py-1.5 pr-3 text-left font-normal tabular-nums">
                      {longDay(day.day)}
                    </th>
                    {metrics.map((which) => (
                      <td key={which} className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">
                        {format(which, valueOf(day, which))}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <div className={cn(frame, 'flex flex-col gap-2 p-4 lg:col-span-2')}>
          <h3 className="text-base font-semibold text-ink">{t('statistics.top.heading')}</h3>
          {!ready ? (
            <Skeleton className="h-40 w-full" />
          ) : statistics.topProducts.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('statistics.top.none')}</p>
          ) : (
            <div
              role="region"
              aria-label={t('statistics.top.heading')}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-focus"
            >
              <table className="w-full min-w-[34rem] text-sm">
                <thead>
                  <tr className="border-b border-line text-left text-ink-muted">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('statistics.top.product')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t('statistics.metric.views')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t('statistics.metric.orders')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t('statistics.metric.revenueQepik')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('statistics.metric.conversion')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {statistics.topProducts.map((product) => (
                    <tr key={product.id} className="border-b border-line last:border-0">
                      <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                        <a href={productHref(product.id)} className="text-caspian-700 hover:underline">
                          {product.title}
                        </a>
                        {audience === 'admin' ? <span className="block text-xs text-ink-muted">{product.storeName}</span> : null}
                      </th>
                      <td className="py-1.5 pr-3 text-right tabular-nums">{formatCount(product.views)}</td>
                      <td className="py-1.5 pr-3 text-right tabular-nums">{formatCount(product.orders)}</td>
                      <td className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">
                        {formatQepik(product.revenueQepik, i18n.language)}
                      </td>
                      <td className="py-1.5 text-right tabular-nums">{formatConversion(product.conversion, i18n.language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>

        <div className={cn(frame, 'flex flex-col gap-2 p-4')}>
          <h3 className="text-base font-semibold text-ink">{t('statistics.sources.heading')}</h3>
          {!ready ? (
            <Skeleton className="h-40 w-full" />
          ) : (
            <ul className="flex flex-col gap-2">
              {statistics.sources.map((source) => {
                const share = sourceTotal === 0 ? 0 : Math.round((source.views / sourceTotal) * 100);
                return (
                  <li key={source.source} className="flex flex-col gap-1 text-sm">
                    <span className="flex justify-between gap-2">
                      <span>{t(`statistics.sources.${source.source}`)}</span>
                      <span className="tabular-nums text-ink-muted">
                        {formatCount(source.views)} · {share}%
                      </span>
                    </span>
                    <span aria-hidden="true" className="h-1.5 rounded-full bg-neutral-100">
                      <span className="block h-full rounded-full bg-caspian-600" style={{ width: `${share}%` }} />
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>

      {ready && statistics.updatedAt ? (
        <p className="text-xs text-ink-muted">{t('statistics.updatedAt', { time: formatAdminDateTime(statistics.updatedAt) })}</p>
      ) : null}
    </section>
  );
}
