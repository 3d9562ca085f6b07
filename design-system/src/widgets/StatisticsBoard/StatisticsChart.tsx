import { lazy, Suspense } from 'react';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import type { StatisticsChartProps } from './statisticsChartProps.ts';

// A separate chunk: the chart library loads only when a chart is on screen.
const RechartsStatisticsChart = lazy(() => import('./RechartsStatisticsChart.tsx'));

/** A figure per day as a chart; a box of the same size while its code loads. */
export function StatisticsChart(props: StatisticsChartProps) {
  return (
    <div data-slot="statistics-chart" style={{ height: props.height }}>
      <Suspense fallback={<Skeleton className="size-full" />}>
        <RechartsStatisticsChart {...props} />
      </Suspense>
    </div>
  );
}
