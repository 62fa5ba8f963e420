import type { AdminStatsFigures, AdminStatsPeriod, AdminStatsSeriesResponse } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { errors } from '../errors';
import { microsToNumber } from '../money/micro-usdt';

export const STATS_PERIODS: AdminStatsPeriod[] = ['day', 'week', 'month'];
/** The longest series, in buckets: a year of days, two years of weeks, five years of months. */
export const MAX_BUCKETS: Record<AdminStatsPeriod, number> = { day: 366, week: 104, month: 60 };
export const statsDateMessage = (field: string) => `${field} must be a date as YYYY-MM-DD.`;

const DAY_MS = 86_400_000;

/** The whole periods a series covers: [start, end) in UTC, `buckets` of them. */
export interface StatsRange {
  period: AdminStatsPeriod;
  start: Date;
  end: Date;
  buckets: number;
}

/** A calendar day as sent (the schema checked its shape): 2030-02-30 is refused, not rolled into March. */
function parseDay(value: string, field: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw errors.invalidInput(statsDateMessage(field));
  return date;
}

/** The first day of the period holding `day`: itself, its ISO week's Monday, or the 1st of its month. */
function periodStart(day: Date, period: AdminStatsPeriod): Date {
  if (period === 'day') return day;
  if (period === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
}

function nextPeriod(start: Date, period: AdminStatsPeriod): Date {
  if (period === 'month') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(start.getTime() + (period === 'week' ? 7 : 1) * DAY_MS);
}

/** The range asked for, widened to whole periods; 400 when `from` is after `to` or the range is too long. */
export function statsRange(query: { period: AdminStatsPeriod; from: string; to: string }): StatsRange {
  const { period } = query;
  const from = parseDay(query.from, 'from');
  const to = parseDay(query.to, 'to');
  if (from > to) throw errors.invalidInput('from must not be after to.');
  const start = periodStart(from, period);
  const end = nextPeriod(periodStart(to, period), period);
  const buckets =
    period === 'month'
      ? (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth()
      : Math.round((end.getTime() - start.getTime()) / ((period === 'week' ? 7 : 1) * DAY_MS));
  if (buckets > MAX_BUCKETS[period])
    throw errors.invalidInput(`A ${period} series covers at most ${MAX_BUCKETS[period]} ${period}s: choose a shorter range or a longer period.`);
  return { period, start, end, buckets };
}

// $1, $2: the range [start, end); $3: the period, a date_trunc field. Each source is cut by its own time, UTC.
const periodOf = (at: string) => `date_trunc($3::text, ${at} AT TIME ZONE 'UTC')`;
const within = (at: string) => `${at} >= $1::timestamptz AND ${at} < $2::timestamptz`;

/**
 * The key of the range's totals row. ROLLUP gives the grand total a null start; keyed by a timestamp after every bucket
 * instead, the sources join the buckets by equality. (Joined by IS NOT DISTINCT FROM, they could only be nested loops,
 * which PostgreSQL estimated at billions of rows. Measured by `npm run bench -w server -- --suite admin` over a year of
 * 300,000 ledger transactions and 100,000 hands: 30 days by day 510 -> 87 ms on PostgreSQL, before JIT was turned off.)
 */
const TOTAL = "'infinity'::timestamp";

/**
 * One row per bucket (from generate_series, so a period where nothing happened is there with zeros) and a last row
 * (start null in the answer) with the totals of the range: each source is grouped by ROLLUP, whose grand total is the range's own
 * aggregate (distinct players over the whole range, not a sum of the periods').
 */
const SERIES_SQL = `
WITH bucket AS (
  SELECT generate_series($1::timestamptz AT TIME ZONE 'UTC', ($2::timestamptz AT TIME ZONE 'UTC') - ('1 ' || $3::text)::interval,
                         ('1 ' || $3::text)::interval) AS start
), money AS (
  SELECT coalesce(start, ${TOTAL}) AS start,
    sum(amount_micros) FILTER (WHERE kind = 'tournament_entry') AS entry_fees,
    sum(amount_micros) FILTER (WHERE kind = 'tournament_refund') AS refunds,
    sum(amount_micros) FILTER (WHERE kind = 'prize') AS prizes,
    sum(amount_micros) FILTER (WHERE kind = 'guarantee_overlay') AS overlay,
    count(*) FILTER (WHERE kind = 'deposit') AS deposit_count,
    sum(amount_micros) FILTER (WHERE kind = 'deposit') AS deposits,
    -- Net of the refunds of withdrawals that failed on chain or were rejected (PAYMENTS=evm), each on its own day.
    count(*) FILTER (WHERE kind = 'withdrawal') - count(*) FILTER (WHERE kind = 'withdrawal_refund') AS withdrawal_count,
    coalesce(sum(amount_micros) FILTER (WHERE kind = 'withdrawal'), 0)
      - coalesce(sum(amount_micros) FILTER (WHERE kind = 'withdrawal_refund'), 0) AS withdrawals
  FROM (SELECT ${periodOf('created_at')} AS start, kind, amount_micros FROM ledger_transactions WHERE ${within('created_at')}) AS moved
  GROUP BY ROLLUP (start)
), ended AS (
  SELECT coalesce(start, ${TOTAL}) AS start, count(*) FILTER (WHERE cancelled) AS cancelled, count(*) FILTER (WHERE NOT cancelled) AS finished
  FROM (
    SELECT ${periodOf('coalesce(finished_at, paid_out_at)')} AS start, false AS cancelled FROM tournaments
     WHERE ${within('coalesce(finished_at, paid_out_at)')}
    UNION ALL
    SELECT ${periodOf('cancelled_at')}, true FROM tournaments WHERE ${within('cancelled_at')}
  ) AS ends
  GROUP BY ROLLUP (start)
), dealt AS (
  SELECT coalesce(start, ${TOTAL}) AS start, count(*) AS hands FROM (SELECT ${periodOf('started_at')} AS start FROM hands WHERE ${within('started_at')}) AS dealt_hands
  GROUP BY ROLLUP (start)
), played AS (
  SELECT coalesce(start, ${TOTAL}) AS start, count(DISTINCT user_id) AS players
  FROM (
    SELECT ${periodOf('first_seated_at')} AS start, user_id FROM tournament_registrations WHERE ${within('first_seated_at')}
    UNION ALL
    SELECT ${periodOf('hands.started_at')}, hand_players.user_id FROM hands JOIN hand_players ON hand_players.hand_id = hands.id
     WHERE ${within('hands.started_at')}
  ) AS seated
  GROUP BY ROLLUP (start)
)
SELECT CASE WHEN b.start <> ${TOTAL} THEN to_char(b.start, 'YYYY-MM-DD') END AS start,
  coalesce(money.entry_fees, 0)::text AS entry_fees, coalesce(money.refunds, 0)::text AS refunds,
  coalesce(money.prizes, 0)::text AS prizes, coalesce(money.overlay, 0)::text AS overlay,
  coalesce(money.deposit_count, 0)::int AS deposit_count, coalesce(money.deposits, 0)::text AS deposits,
  coalesce(money.withdrawal_count, 0)::int AS withdrawal_count, coalesce(money.withdrawals, 0)::text AS withdrawals,
  coalesce(ended.finished, 0)::int AS finished, coalesce(ended.cancelled, 0)::int AS cancelled,
  coalesce(played.players, 0)::int AS players, coalesce(dealt.hands, 0)::int AS hands
FROM (SELECT start FROM bucket UNION ALL SELECT ${TOTAL}) AS b
LEFT JOIN money ON money.start = b.start
LEFT JOIN ended ON ended.start = b.start
LEFT JOIN dealt ON dealt.start = b.start
LEFT JOIN played ON played.start = b.start
ORDER BY b.start`;

interface SeriesRow {
  start: string | null;
  entry_fees: string;
  refunds: string;
  prizes: string;
  overlay: string;
  deposit_count: number;
  deposits: string;
  withdrawal_count: number;
  withdrawals: string;
  finished: number;
  cancelled: number;
  players: number;
  hands: number;
}

const figuresOf = (row: SeriesRow): AdminStatsFigures => ({
  income: {
    entryFees: microsToNumber(row.entry_fees),
    refunds: microsToNumber(row.refunds),
    net: microsToNumber(BigInt(row.entry_fees) - BigInt(row.refunds)),
  },
  prizes: microsToNumber(row.prizes),
  guaranteeOverlay: microsToNumber(row.overlay),
  deposits: { count: row.deposit_count, total: microsToNumber(row.deposits) },
  withdrawals: { count: row.withdrawal_count, total: microsToNumber(row.withdrawals) },
  tournaments: { finished: row.finished, cancelled: row.cancelled },
  players: row.players,
  hands: row.hands,
});

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The operator's figures per period, money from the ledger, counts from the tournaments, seats and hands. Inside a
 * transaction (`tx`): it turns JIT off for itself alone. The planner cannot know how many periods a date_trunc makes, so
 * it guesses one per row, costs the joins by the billion and compiled the query with JIT: 450 ms of every answer, for a
 * query of a few dozen rows (see TOTAL).
 */
export async function adminStatsSeries(tx: Queryable, range: StatsRange): Promise<AdminStatsSeriesResponse> {
  await tx.query('SET LOCAL jit = off');
  const { rows } = await tx.query<SeriesRow>(SERIES_SQL, [range.start.toISOString(), range.end.toISOString(), range.period]);
  const totals = rows.find((row) => row.start === null)!;
  return {
    period: range.period,
    from: isoDay(range.start),
    to: isoDay(new Date(range.end.getTime() - DAY_MS)),
    currency: 'USDT',
    buckets: rows.filter((row) => row.start !== null).map((row) => ({ start: row.start!, ...figuresOf(row) })),
    totals: figuresOf(totals),
  };
}
