import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatisticsChartProps } from './statisticsChartProps.ts';

// Its own chunk (StatisticsChart loads it lazily): Recharts and its D3 parts reach only the
// statistics pages.

const BRAND = '#b8352b';
const GRID = '#e7e1d6';
const INK_MUTED = '#665d50';

/** One figure per day as an area chart: SVG, keyboard-readable through Recharts' accessibility layer. */
export default function RechartsStatisticsChart({ points, label, formatValue, formatDay, height }: StatisticsChartProps) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
      <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer title={label}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={formatDay}
          tick={{ fill: INK_MUTED, fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: GRID }}
          minTickGap={24}
        />
        <YAxis
          tickFormatter={(value: number) => formatValue(value)}
          tick={{ fill: INK_MUTED, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width="auto"
          allowDecimals={false}
        />
        <Tooltip
          formatter={(value) => [formatValue(Number(value)), label]}
          labelFormatter={(day) => formatDay(String(day))}
          contentStyle={{ borderRadius: 8, borderColor: GRID }}
        />
        <Area
          type="monotone"
          dataKey="value"
          name={label}
          stroke={BRAND}
          strokeWidth={2}
          fill={BRAND}
          fillOpacity={0.12}
          isAnimationActive={false}
          dot={false}
          activeDot={{ r: 4 }}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
