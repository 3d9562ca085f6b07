import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  conversionBasisPoints,
  statRangeDays,
  VIEW_SOURCES,
  type MarketStatistics,
  type StatTopProduct,
  type StoreStatistics,
} from '@marketplace/contract';
import { StatisticsBoard } from './StatisticsBoard.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const TODAY = '2026-11-29';

/** A store's days with a weekly rhythm: more views at the weekend, an order every few days. */
function storeDays(range: number, scale = 1) {
  return statRangeDays(TODAY, range).map((day, index) => {
    const views = Math.round((20 + ((index * 7) % 13) + (index % 7 >= 5 ? 15 : 0)) * scale);
    const orders = index % 3 === 0 ? Math.round(2 * scale) : index % 5 === 0 ? Math.round(scale) : 0;
    return {
      day,
      views,
      orders,
      revenueQepik: orders * 4_550,
      favourites: index % 4 === 0 ? Math.round(scale) : 0,
      conversion: conversionBasisPoints(orders, views),
    };
  });
}

function totalsOf<T extends { views: number; orders: number; revenueQepik: number; favourites: number }>(days: T[]) {
  const sum = (key: keyof T) => days.reduce((total, day) => total + Number(day[key]), 0);
  const views = sum('views');
  const orders = sum('orders');
  return {
    views,
    orders,
    revenueQepik: sum('revenueQepik'),
    favourites: sum('favourites'),
    conversion: conversionBasisPoints(orders, views),
  };
}

const topProducts: StatTopProduct[] = [
  {
    id: 'ring',
    title: 'Gümüş üzük, əl işi',
    coverImage: '',
    storeName: 'Xalça evi',
    views: 420,
    orders: 18,
    revenueQepik: 81_900,
    conversion: 429,
  },
  {
    id: 'carpet',
    title: 'Qarabağ xalçası, 120×180',
    coverImage: '',
    storeName: 'Xalça evi',
    views: 310,
    orders: 3,
    revenueQepik: 75_000,
    conversion: 97,
  },
  { id: 'mug', title: 'Saxsı fincan', coverImage: '', storeName: 'Saxsı', views: 95, orders: 0, revenueQepik: 0, conversion: 0 },
];
const sources = VIEW_SOURCES.map((source, index) => ({ source, views: [180, 120, 90, 60, 30, 10][index]! }));

const month = storeDays(30);
const store: StoreStatistics = {
  range: 30,
  from: month[0]!.day,
  to: TODAY,
  days: month,
  totals: totalsOf(month),
  topProducts: topProducts.slice(0, 2),
  sources,
  updatedAt: '2026-11-29T08:20:00.000Z',
};

const year = storeDays(365, 12).map((day, index) => ({
  ...day,
  newStores: index % 9 === 0 ? 2 : 0,
  newBuyers: 5 + (index % 11),
}));
const market: MarketStatistics = {
  range: 365,
  from: year[0]!.day,
  to: TODAY,
  days: year,
  totals: {
    ...totalsOf(year),
    newStores: year.reduce((n, day) => n + day.newStores, 0),
    newBuyers: year.reduce((n, day) => n + day.newBuyers, 0),
  },
  topProducts,
  sources,
  updatedAt: '2026-11-29T08:20:00.000Z',
};

const quiet: StoreStatistics = {
  ...store,
  days: month.map((day) => ({ ...day, views: 0, orders: 0, revenueQepik: 0, favourites: 0, conversion: null })),
  totals: { views: 0, orders: 0, revenueQepik: 0, favourites: 0, conversion: null },
  topProducts: [],
  sources: VIEW_SOURCES.map((source) => ({ source, views: 0 })),
  updatedAt: null,
};

const meta = {
  title: 'Widgets/StatisticsBoard',
  component: StatisticsBoard,
  args: {
    audience: 'seller',
    state: 'ready',
    statistics: store,
    range: 30,
    onRangeChange: fn(),
    onRetry: fn(),
    productHref: (id: string) => `/item?id=${id}`,
  },
  decorators: [
    (Story) => (
      <div className="max-w-6xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatisticsBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the chart's code has loaded and drawn its area. */
const chartDrawn = async (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-slot="statistics-chart"] .recharts-area-area')).not.toBeNull(), {
    timeout: 20_000,
  });

/** The seller's month: totals, the views chart, the top products and the sources. */
export const StoreMonth: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartDrawn(canvasElement);
    const tiles = within(canvas.getByRole('group', { name: t('statistics.metric.label') }));
    await expect(tiles.getByRole('button', { name: new RegExp(t('statistics.metric.views')) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(tiles.getByRole('button', { name: new RegExp(t('statistics.metric.orders')) })).toHaveTextContent(
      String(store.totals.orders),
    );
    await expect(canvas.getByRole('button', { name: t('statistics.range.days', { count: 30 }) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Gümüş üzük, əl işi' })).toHaveAttribute('href', '/item?id=ring');
    await expect(canvas.getByText(t('statistics.sources.search'))).toBeVisible();
    // The seller sees no marketplace figures.
    await expect(tiles.queryByRole('button', { name: new RegExp(t('statistics.metric.newStores')) })).toBeNull();
  },
};

/** A figure's tile puts it on the chart; the range buttons ask for another range. */
export const ChoosingFigureAndRange: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await chartDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('statistics.metric.revenueQepik')) }));
    await expect(
      canvas.getByRole('heading', { name: t('statistics.perDay', { metric: t('statistics.metric.revenueQepik') }) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('statistics.range.days', { count: 7 }) }));
    await expect(args.onRangeChange).toHaveBeenCalledWith(7);
  },
};

/** The same figures as a table, newest day first: what a screen reader reads instead of the chart. */
export const AsTable: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('statistics.view.table') }));
    const table = within(canvas.getByRole('region', { name: t('statistics.view.table') }));
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(30);
    const newest = month.at(-1)!;
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('29.11.2026');
    await expect(rows[0]).toHaveTextContent(String(newest.views));
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The admin's year of the whole marketplace, with the stores and buyers that signed up. */
export const MarketYear: Story = {
  args: { audience: 'admin', statistics: market, range: 365 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await chartDrawn(canvasElement);
    const tiles = within(canvas.getByRole('group', { name: t('statistics.metric.label') }));
    await userEvent.click(tiles.getByRole('button', { name: new RegExp(t('statistics.metric.newBuyers')) }));
    await expect(
      canvas.getByRole('heading', { name: t('statistics.perDay', { metric: t('statistics.metric.newBuyers') }) }),
    ).toBeVisible();
    await expect(canvas.getByText('Saxsı')).toBeVisible();
    await chartDrawn(canvasElement);
  },
};

/** A new store: nothing viewed or ordered yet. */
export const Empty: Story = {
  args: { statistics: quiet },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('statistics.empty.title'))).toBeVisible();
    await expect(canvas.getByText(t('statistics.top.none'))).toBeVisible();
    await expect(canvas.queryByText(/every 10 minutes|10 dəqiqə/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', statistics: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('admin.table.loading'));
    await expect(canvas.getByRole('region', { name: t('statistics.storeHeading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { state: 'error', statistics: null },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('statistics.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('admin.table.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** At phone width the tiles wrap two a row and the chart keeps the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    const chart = canvasElement.querySelector('[data-slot="statistics-chart"]')!;
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('heading', { name: "Your store's statistics" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '7 days' })).toBeVisible();
  },
};
