/** The back office's statistics over time (issue #26). Types only. */

import type { TournamentCurrency } from './tournaments';

/** How the range is cut: UTC days, ISO weeks (Monday first) or calendar months. */
export type AdminStatsPeriod = 'day' | 'week' | 'month';

/**
 * What happened in one period. Money in USDT as AdminStatsResponse sends it (numbers), summed from the ledger: the
 * entry fees taken and given back by refunds (`net` is what the tournaments kept), the prizes paid, the operator's
 * overlays that topped pools up to their guarantee, deposits and withdrawals (net of the refunds of withdrawals that
 * failed on chain or were rejected, each on its own day). There is no rake: the ledger has no such
 * kind, every entry fee goes to the prize pool.
 */
export interface AdminStatsFigures {
  income: { entryFees: number; refunds: number; net: number };
  prizes: number;
  guaranteeOverlay: number;
  deposits: { count: number; total: number };
  withdrawals: { count: number; total: number };
  /** Tournaments that ended (play finished, or results recorded by an admin) and that were cancelled in the period. */
  tournaments: { finished: number; cancelled: number };
  /**
   * Distinct players seated at a table or dealt a hand in the period. In the totals, distinct over the whole range:
   * a player of several periods counts once, so the totals may be less than the sum of the periods.
   */
  players: number;
  /** Hands dealt (by their start). */
  hands: number;
}

export interface AdminStatsBucket extends AdminStatsFigures {
  /** The period's first day (UTC), YYYY-MM-DD. */
  start: string;
}

/**
 * GET /api/admin/stats/series?period=&from=YYYY-MM-DD&to=YYYY-MM-DD: one bucket per period (zeros where nothing
 * happened), the range widened to whole periods; `from` and `to` say the first and last day covered. At most 366 days,
 * 104 weeks or 60 months.
 */
export interface AdminStatsSeriesResponse {
  period: AdminStatsPeriod;
  from: string;
  to: string;
  currency: TournamentCurrency;
  buckets: AdminStatsBucket[];
  totals: AdminStatsFigures;
}
