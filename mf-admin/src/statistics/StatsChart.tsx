import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';
import { formatMoney } from 'shared-ui/status';
import { CHART_HEIGHT, type StatsChartSpec } from './stats-charts';

const count = new Intl.NumberFormat('en-US');
const figure = (money: boolean) => (value: number | null) => (value === null ? '' : money ? formatMoney(value) : count.format(value));
const axisFigure = (money: boolean) => (value: number) => (money ? formatMoney(value, { compact: true }) : count.format(value));

/**
 * One chart of a series (the only file that imports MUI X Charts: the page loads it lazily, so no other screen downloads
 * it). Colours come from the theme's palette, whose light and dark variants each read on their own background; it is
 * as wide as its card.
 */
export default function StatsChart({ spec, labels }: { spec: StatsChartSpec; labels: string[] }) {
  const { palette } = useTheme();
  const left = spec.series.find((series) => !series.rightAxis)!;
  const right = spec.series.find((series) => series.rightAxis);
  const yAxis = [
    { id: 'left', valueFormatter: axisFigure(left.money) },
    ...(right ? [{ id: 'right', position: 'right' as const, valueFormatter: axisFigure(right.money) }] : []),
  ];
  const series = spec.series.map((item) => ({
    data: item.values,
    label: item.label,
    color: palette[item.color].main,
    yAxisId: item.rightAxis ? 'right' : 'left',
    valueFormatter: figure(item.money),
  }));
  if (spec.kind === 'bar') return <BarChart height={CHART_HEIGHT} xAxis={[{ scaleType: 'band', data: labels }]} yAxis={yAxis} series={series} />;
  return <LineChart height={CHART_HEIGHT} xAxis={[{ scaleType: 'point', data: labels }]} yAxis={yAxis} series={series} />;
}
