import type { AdminTournamentSort, AdminTournamentStatusFilter, TournamentStatus } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';
import { parseId } from '../http/id-params';
import { pausedSql } from './clock-facts';
import { shardSumSql } from './seat-shards.repository';
import { TOURNAMENT_ROW_COLUMNS, withShardTotals, type StoredTournamentRow, type TournamentRow } from './tournaments.repository';

/** The statuses in the order of a tournament's life: how `sort=status` ranks them. */
const STATUS_RANK: Record<TournamentStatus, number> = { registering: 0, 'late reg': 1, running: 2, completed: 3, cancelled: 4 };
export const TOURNAMENT_STATUSES = Object.keys(STATUS_RANK) as TournamentStatus[];

/**
 * computeTournamentStatus over tournamentTimes, as the DTO's `clockStatus` calls it, in SQL at the instant `at`; each
 * status written as `value` gives it (its name by default). The stored column is not what the answer shows: the
 * scheduler moves it along the clock only every few seconds (not at all while no scheduler runs), so a filter or a sort
 * on it would disagree with the rows.
 */
export function clockStatusSql(at: Date, value = (status: TournamentStatus) => `'${status}'`): string {
  // A Date's ISO text is safe to write into the SQL; as a literal it takes no place among a statement's parameters.
  const now = `'${at.toISOString()}'::timestamptz`;
  // Late registration and the scheduled end are on the tournament's clock: moved on by the time paused.
  const paused = pausedSql(now);
  const endsAt = `coalesce(finished_at, starts_at + duration_minutes * interval '1 minute' + ${paused})`;
  return `CASE
    WHEN status = 'cancelled' OR cancelled_at IS NOT NULL THEN ${value('cancelled')}
    WHEN ${now} < starts_at THEN ${value('registering')}
    WHEN ${now} < starts_at + late_reg_minutes * interval '1 minute' + ${paused} AND ${now} < ${endsAt} THEN ${value('late reg')}
    WHEN ${now} < ${endsAt} OR (play_started_at IS NOT NULL AND finished_at IS NULL) THEN ${value('running')}
    ELSE ${value('completed')}
  END`;
}

/** The column (or expression) each sort orders by, given the instant the statuses are read at. */
const SORT_KEYS: Record<AdminTournamentSort, (at: Date) => string> = {
  startsAt: () => 'starts_at',
  name: () => 'lower(name)',
  status: (at) => clockStatusSql(at, (status) => String(STATUS_RANK[status])),
  buyIn: () => 'entry_fee_micros',
  // The row's own count and its seat shards' (migration 029): the total the list shows.
  players: () => `players_count + ${shardSumSql('t', 'players')}`,
  createdAt: () => 'created_at',
};
export const TOURNAMENT_SORTS = Object.keys(SORT_KEYS) as AdminTournamentSort[];

export interface TournamentSearch {
  /** A part of the name (any case), or the id when all digits; blank: every tournament. */
  search: string;
  status?: AdminTournamentStatusFilter;
  sort: AdminTournamentSort;
  order: 'asc' | 'desc';
}

/** The admin's list: every tournament (deleted ones too, unless a status is asked for) matching `filter`, one page of it. */
export async function searchTournamentRows(
  q: Queryable,
  filter: TournamentSearch,
  at: Date,
  window: PageWindow,
): Promise<{ rows: TournamentRow[]; total: number }> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  const term = filter.search.trim();
  if (term) {
    const name = `strpos(lower(name), lower(${param(term)})) > 0`;
    const id = /^\d+$/.test(term) ? parseId(term) : undefined;
    where.push(id === undefined ? name : `(${name} OR id = ${param(id)})`);
  }
  if (filter.status === 'deleted') where.push('deleted_at IS NOT NULL');
  else if (filter.status) where.push(`deleted_at IS NULL AND ${clockStatusSql(at)} = ${param(filter.status)}`);
  const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
  const orderBy = `${SORT_KEYS[filter.sort](at)} ${direction}, id ${direction}`;
  const from = where.length ? `tournaments t WHERE ${where.join(' AND ')}` : 'tournaments t';
  const page = await selectPage<StoredTournamentRow>(q, { columns: TOURNAMENT_ROW_COLUMNS, from, params, orderBy }, window);
  return { rows: page.rows.map(withShardTotals), total: page.total };
}
