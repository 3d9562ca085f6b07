export interface StatisticsChartPoint {
  /** YYYY-MM-DD */
  day: string;
  value: number;
}

export interface StatisticsChartProps {
  points: StatisticsChartPoint[];
  /** What the figure is ("Views"): the chart's title and the tooltip's name. */
  label: string;
  formatValue: (value: number) => string;
  formatDay: (day: string) => string;
  height: number;
}
