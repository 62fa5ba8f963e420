import type { AdminStatsBucket } from 'shared-events/contracts';

/** A colour of the MUI theme's palette: each has a light and a dark variant, so a chart reads in both themes. */
export type PaletteColor = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';

export interface ChartSeries {
  label: string;
  color: PaletteColor;
  values: number[];
  /** USDT amounts (written as money), else counts. */
  money: boolean;
  /** Drawn against a second axis on the right: a count of another scale than the first series'. */
  rightAxis?: boolean;
}

/** The charts' drawing height: the card keeps the room while the chart's code loads. */
export const CHART_HEIGHT = 260;

/** One chart, drawn by StatsChart and given as a table by StatsTable: the same series, figure for figure. */
export interface StatsChartSpec {
  id: string;
  title: string;
  kind: 'bar' | 'line';
  series: ChartSeries[];
}

const series = (buckets: AdminStatsBucket[], label: string, color: PaletteColor, pick: (bucket: AdminStatsBucket) => number, money: boolean) => ({
  label,
  color,
  money,
  values: buckets.map(pick),
});

/** The back office's four charts of a series: income against prizes, cash in and out, tournaments, players and hands. */
export function statsCharts(buckets: AdminStatsBucket[]): StatsChartSpec[] {
  return [
    {
      id: 'income',
      title: 'Income and prizes',
      kind: 'bar',
      series: [
        series(buckets, 'Entry fees (net of refunds)', 'primary', (bucket) => bucket.income.net, true),
        series(buckets, 'Prizes paid', 'secondary', (bucket) => bucket.prizes, true),
      ],
    },
    {
      id: 'cash',
      title: 'Deposits and withdrawals',
      kind: 'line',
      series: [
        series(buckets, 'Deposits', 'info', (bucket) => bucket.deposits.total, true),
        series(buckets, 'Withdrawals', 'warning', (bucket) => bucket.withdrawals.total, true),
      ],
    },
    {
      id: 'tournaments',
      title: 'Tournaments',
      kind: 'bar',
      series: [
        series(buckets, 'Finished', 'info', (bucket) => bucket.tournaments.finished, false),
        series(buckets, 'Cancelled', 'error', (bucket) => bucket.tournaments.cancelled, false),
      ],
    },
    {
      id: 'activity',
      title: 'Players and hands',
      kind: 'line',
      series: [
        series(buckets, 'Players', 'secondary', (bucket) => bucket.players, false),
        { ...series(buckets, 'Hands dealt', 'primary', (bucket) => bucket.hands, false), rightAxis: true },
      ],
    },
  ];
}
