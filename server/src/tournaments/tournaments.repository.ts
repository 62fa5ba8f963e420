import type { BlindLevel, GameType, PrizeShare, TournamentStatus } from 'shared-events/contracts';
import { batchedReads } from '../db/batched-reads';
import type { Queryable } from '../db/database';
import { pausedSql } from './clock-facts';
import { shardSumsSql, spreadSeatLimits } from './seat-shards.repository';
import type { TournamentFields } from './tournament-input';

// The row → API mapping lives beside the SQL so callers need one import.
export { toTournamentDto, toAdminTournamentDto, tournamentTimes } from './tournament-dto';

/**
 * A tournaments row as its readers here return it (bigint money as exact strings). `players_count` and `pool_micros` are
 * the tournament's totals: the row's own part plus its seat shards' (migration 029), summed as the row is read.
 */
export interface TournamentRow {
  id: number;
  name: string;
  game_type: GameType;
  entry_fee_micros: string;
  guaranteed_pool_micros: string;
  pool_micros: string;
  currency: string;
  starts_at: Date;
  duration_minutes: number;
  late_reg_minutes: number;
  min_players: number;
  max_players: number;
  players_count: number;
  starting_stack: number;
  blind_speed_seconds: number;
  banner: string | null;
  theme: string | null;
  prize_structure: PrizeShare[] | null;
  /** An admin-set blind structure (migration 011); null plays the default for the starting stack. */
  blind_structure: BlindLevel[] | null;
  status: TournamentStatus;
  cancelled_at: Date | null;
  deleted_at: Date | null;
  /** When the results were recorded and the prizes paid (null until then). */
  paid_out_at: Date | null;
  /** Migration 14: entries a player may buy (1: a freezeout), the break at the end of each hour of play, the runtime's marks. */
  max_entries: number;
  break_minutes: number;
  seated_at: Date | null;
  play_started_at: Date | null;
  finished_at: Date | null;
  hand_for_hand_round: number | null;
  /** Migration 24: since when an operator has paused it (null: not paused), and the length of its past pauses (bigint text). */
  paused_at: Date | null;
  paused_ms: string | number;
  /** The entry money the pool held at the payout, which emptied pool_micros (null until then). */
  paid_out_pool_micros: string | null;
  schedule_id: number | null;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * A tournaments row `t` and its seat shards' sums: every statement that returns TournamentRows selects these, and
 * withShardTotals adds them in. A statement reads what was committed when it began, so a row read under a lock that
 * had to wait is read by a statement after the one that took the lock (findTournamentRow).
 */
export const TOURNAMENT_ROW_COLUMNS = `t.*, ${shardSumsSql('t')}`;

export type StoredTournamentRow = TournamentRow & { shard_players: number; shard_pool_micros: string };

/** The row with its seat shards' players and pool added in: what the readers see. */
export function withShardTotals({ shard_players, shard_pool_micros, ...row }: StoredTournamentRow): TournamentRow {
  return { ...row, players_count: row.players_count + shard_players, pool_micros: (BigInt(row.pool_micros) + BigInt(shard_pool_micros)).toString() };
}

async function selectRows(q: Queryable, sql: string, params: unknown[]): Promise<TournamentRow[]> {
  return (await q.query<StoredTournamentRow>(sql, params)).rows.map(withShardTotals);
}

/** The scheduled end at the instant `$1`, moved on by the time paused (clock-facts.ts). */
const SCHEDULED_END_SQL = `starts_at + duration_minutes * interval '1 minute' + ${pausedSql('$1::timestamptz')}`;

/** What creating a tournament needs; the sample data, the admin API and schedules all insert through this. */
export interface NewTournament {
  name: string;
  gameType: GameType;
  entryFeeMicros: bigint;
  guaranteedPoolMicros?: bigint;
  startsAt: Date;
  durationMinutes?: number;
  lateRegMinutes?: number;
  minPlayers?: number;
  maxPlayers: number;
  startingStack?: number;
  blindSpeedSeconds?: number;
  maxEntries?: number;
  breakMinutes?: number;
  banner?: string | null;
  theme?: string | null;
  prizeStructure?: PrizeShare[] | null;
  /** Null (the default): the default structure for the starting stack. */
  blindStructure?: BlindLevel[] | null;
  currency?: string;
  status?: TournamentStatus;
  scheduleId?: number | null;
  createdBy?: number | null;
  /** Defaults to the database's now(); pass the injected clock's time when there is one. */
  createdAt?: Date;
}

const INSERT_COLUMNS = `name, game_type, entry_fee_micros, guaranteed_pool_micros, starts_at, duration_minutes, late_reg_minutes,
  min_players, max_players, starting_stack, blind_speed_seconds, banner, theme, prize_structure, currency, status, schedule_id,
  created_by, created_at, updated_at, max_entries, break_minutes, blind_structure`;

const jsonOrNull = (value: unknown[] | null | undefined) => (value ? JSON.stringify(value) : null);

function insertValues(input: NewTournament): unknown[] {
  const createdAt = input.createdAt ?? null;
  return [
    input.name,
    input.gameType,
    input.entryFeeMicros.toString(),
    (input.guaranteedPoolMicros ?? 0n).toString(),
    input.startsAt,
    input.durationMinutes ?? 120,
    input.lateRegMinutes ?? 15,
    input.minPlayers ?? 2,
    input.maxPlayers,
    input.startingStack ?? 10_000,
    input.blindSpeedSeconds ?? 600,
    input.banner ?? null,
    input.theme ?? null,
    jsonOrNull(input.prizeStructure),
    input.currency ?? 'USDT',
    input.status ?? 'registering',
    input.scheduleId ?? null,
    input.createdBy ?? null,
    createdAt,
    input.maxEntries ?? 1,
    input.breakMinutes ?? 5,
    jsonOrNull(input.blindStructure),
  ];
}

const VALUES =
  '($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16, $17, $18, coalesce($19, now()), coalesce($19, now()), $20, $21, $22::jsonb)';

/** Inserts one tournament (no players, empty pool) and returns its row. */
export async function insertTournament(tx: Queryable, input: NewTournament): Promise<TournamentRow> {
  const rows = await selectRows(
    tx,
    `INSERT INTO tournaments AS t (${INSERT_COLUMNS}) VALUES ${VALUES} RETURNING ${TOURNAMENT_ROW_COLUMNS}`,
    insertValues(input),
  );
  return rows[0];
}

/** A schedule's instance: created once per (schedule, start) however many processes try; undefined if it existed. */
export async function insertScheduledTournament(tx: Queryable, input: NewTournament & { scheduleId: number }): Promise<TournamentRow | undefined> {
  const rows = await selectRows(
    tx,
    `INSERT INTO tournaments AS t (${INSERT_COLUMNS}) VALUES ${VALUES}
     ON CONFLICT (schedule_id, starts_at) WHERE schedule_id IS NOT NULL DO NOTHING RETURNING ${TOURNAMENT_ROW_COLUMNS}`,
    insertValues(input),
  );
  return rows[0];
}

/**
 * The one reader of a tournament row (deleted ones only when asked). Its lock serializes every change of the
 * tournament (admin changes, cancel, payout, room creation and the monitor). It is `FOR NO KEY UPDATE`, never
 * `FOR UPDATE`, which would also hold up the foreign-key checks of the registrations, rooms, seats and ledger rows
 * inserted under it; it comes after the wallets' locks (the lock order of db/database.ts). Registrations and
 * unregistrations take it `FOR SHARE`: many at once, each seeing the row as the last change left it, and every change
 * of the row waits for those in flight (their seats are in the seat shards, seat-shards.repository.ts).
 *
 * Under `FOR NO KEY UPDATE` the row is read once the lock is held, so its totals count every registration the lock
 * waited for (the count an edit checks, the pool a payout shares). `FOR SHARE` reads it in the locking statement: its
 * totals may miss registrations committed while it waited, which only the registration's own answer shows.
 */
export async function findTournamentRow(
  q: Queryable,
  id: number,
  options: { includeDeleted?: boolean; lock?: 'FOR NO KEY UPDATE' | 'FOR SHARE' } = {},
): Promise<TournamentRow | undefined> {
  const where = `t.id = $1${options.includeDeleted ? '' : ' AND t.deleted_at IS NULL'}`;
  if (options.lock === 'FOR NO KEY UPDATE') await q.query(`SELECT 1 FROM tournaments t WHERE ${where} FOR NO KEY UPDATE`, [id]);
  const share = options.lock === 'FOR SHARE' ? ' FOR SHARE OF t' : '';
  const rows = await selectRows(q, `SELECT ${TOURNAMENT_ROW_COLUMNS} FROM tournaments t WHERE ${where}${share}`, [id]);
  return rows[0];
}

/**
 * Whether a tournament exists (not deleted), the ids asked at the same time read together (db/batched-reads.ts): what
 * following its channel needs, asked by every page of a crowd reconnecting at once.
 */
export function tournamentsExisting(db: Queryable): (id: number) => Promise<boolean> {
  const read = batchedReads<number, true>(async (ids) => {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM tournaments WHERE id = ANY($1::int[]) AND deleted_at IS NULL', [ids]);
    return new Map(rows.map((row) => [row.id, true]));
  });
  return async (id) => (await read(id)) === true;
}

/** Whether any tournament was ever created (deleted and cancelled ones count). */
export async function anyTournamentExists(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ exists: boolean }>('SELECT EXISTS (SELECT 1 FROM tournaments) AS exists');
  return rows[0].exists;
}

/**
 * The lobby list: not deleted, and not ended more than `finishedWindowDays` ago. Upcoming and running
 * first (soonest start first), then cancelled and finished ones (most recent first).
 */
export async function listTournamentRows(q: Queryable, now: Date, finishedWindowDays: number): Promise<TournamentRow[]> {
  return selectRows(
    q,
    `SELECT ${TOURNAMENT_ROW_COLUMNS} FROM tournaments t
     WHERE deleted_at IS NULL AND ${SCHEDULED_END_SQL} > $1::timestamptz - $2 * interval '1 day'
     ORDER BY (status = 'cancelled' OR ${SCHEDULED_END_SQL} <= $1::timestamptz),
              CASE WHEN status <> 'cancelled' AND ${SCHEDULED_END_SQL} > $1::timestamptz THEN starts_at END ASC,
              starts_at DESC, id`,
    [now, finishedWindowDays],
  );
}

/**
 * A seat in the row's own players_count, taken or given back without a registration's checks: sample data and test
 * set-ups (no `at`: the row keeps its times), or the unregistration of a seat taken there. The seat shards' limits are
 * spread again, so that the shards and the row together stay within max_players.
 */
export async function changePlayersCount(tx: Queryable, tournamentId: number, delta: 1 | -1, at?: Date): Promise<void> {
  await tx.query(
    `UPDATE tournaments SET players_count = players_count + $2${at ? ', updated_at = $3' : ''} WHERE id = $1`,
    at ? [tournamentId, delta, at] : [tournamentId, delta],
  );
  await spreadSeatLimits(tx, tournamentId);
}

export async function markCancelled(tx: Queryable, tournamentId: number, at: Date): Promise<TournamentRow> {
  const rows = await selectRows(
    tx,
    `UPDATE tournaments t SET status = 'cancelled', cancelled_at = $2, updated_at = $2 WHERE id = $1 RETURNING ${TOURNAMENT_ROW_COLUMNS}`,
    [tournamentId, at],
  );
  return rows[0];
}

export async function markDeleted(tx: Queryable, tournamentId: number, at: Date): Promise<TournamentRow> {
  const rows = await selectRows(tx, `UPDATE tournaments t SET deleted_at = $2, updated_at = $2 WHERE id = $1 RETURNING ${TOURNAMENT_ROW_COLUMNS}`, [
    tournamentId,
    at,
  ]);
  return rows[0];
}

/** Records the payout on the row; the caller holds its lock and checked that it was not paid out yet. */
export async function markPaidOut(tx: Queryable, tournamentId: number, poolMicros: bigint, at: Date): Promise<TournamentRow> {
  const rows = await selectRows(
    tx,
    `UPDATE tournaments t SET paid_out_at = $2, paid_out_pool_micros = $3, updated_at = $2 WHERE id = $1 RETURNING ${TOURNAMENT_ROW_COLUMNS}`,
    [tournamentId, at, poolMicros.toString()],
  );
  return rows[0];
}

/** Moves a stored status along the clock only if it is still `from`: of two processes, one changes the row. */
export async function moveStatus(q: Queryable, tournamentId: number, from: TournamentStatus, to: TournamentStatus, at: Date): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE tournaments SET status = $2, updated_at = $4
      WHERE id = $1 AND status = $3 AND deleted_at IS NULL RETURNING id`,
    [tournamentId, to, from, at],
  );
  return rows.length > 0;
}

/**
 * Rows whose stored status may be behind the clock: not cancelled or deleted, not finished by play (the director
 * completed them before their scheduled end: the clock must not make them running again), not registering for a
 * future start, not long completed (those change only when an admin moves their times).
 */
export async function findStatusCandidates(q: Queryable, now: Date): Promise<TournamentRow[]> {
  return selectRows(
    q,
    `SELECT ${TOURNAMENT_ROW_COLUMNS} FROM tournaments t
      WHERE deleted_at IS NULL AND status <> 'cancelled' AND finished_at IS NULL
        AND (status <> 'registering' OR starts_at <= $1)
        AND (status <> 'completed' OR ${SCHEDULED_END_SQL} > $1)
      ORDER BY starts_at, id`,
    [now],
  );
}

/** Live tournaments (not cancelled or deleted) with at least one player still in, starting in (from, to]. */
export async function listTournamentsWithPlayersStartingBetween(q: Queryable, from: Date, to: Date): Promise<TournamentRow[]> {
  return selectRows(
    q,
    `SELECT ${TOURNAMENT_ROW_COLUMNS} FROM tournaments t
      WHERE t.deleted_at IS NULL AND t.status <> 'cancelled'
        AND t.starts_at > $1 AND t.starts_at <= $2
        AND EXISTS (SELECT 1 FROM tournament_registrations r WHERE r.tournament_id = t.id AND r.state <> 'left')
      ORDER BY t.starts_at, t.id`,
    [from, to],
  );
}

/** Tournaments in play: their players seated, not finished, neither cancelled nor deleted; oldest start first. */
export async function listLiveTournamentRows(q: Queryable): Promise<TournamentRow[]> {
  return selectRows(
    q,
    `SELECT ${TOURNAMENT_ROW_COLUMNS} FROM tournaments t
     WHERE seated_at IS NOT NULL AND finished_at IS NULL AND status <> 'cancelled' AND deleted_at IS NULL
     ORDER BY starts_at, id`,
    [],
  );
}

/** Tournaments between their start and their end, neither cancelled nor deleted. */
export async function listRunningTournamentIds(q: Queryable, now: Date): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM tournaments
      WHERE deleted_at IS NULL AND status <> 'cancelled'
        AND starts_at <= $1 AND ${SCHEDULED_END_SQL} > $1
      ORDER BY id`,
    [now],
  );
  return rows.map((row) => row.id);
}

const COLUMNS: Record<keyof TournamentFields, string> = {
  name: 'name',
  gameType: 'game_type',
  entryFeeMicros: 'entry_fee_micros',
  guaranteedPoolMicros: 'guaranteed_pool_micros',
  durationMinutes: 'duration_minutes',
  lateRegMinutes: 'late_reg_minutes',
  minPlayers: 'min_players',
  maxPlayers: 'max_players',
  startingStack: 'starting_stack',
  blindSpeedSeconds: 'blind_speed_seconds',
  maxEntries: 'max_entries',
  breakMinutes: 'break_minutes',
  banner: 'banner',
  theme: 'theme',
  prizeStructure: 'prize_structure',
  blindStructure: 'blind_structure',
  currency: 'currency',
};
const JSON_FIELDS = new Set<keyof TournamentFields>(['prizeStructure', 'blindStructure']);

/** Writes the fields an admin changed (and the start, when moved); the caller holds the row lock and checked them. */
export async function updateTournamentFields(
  tx: Queryable,
  id: number,
  fields: Partial<TournamentFields>,
  startsAt: Date | undefined,
  now: Date,
): Promise<TournamentRow> {
  const sets: string[] = [];
  const values: unknown[] = [id, now];
  for (const [key, value] of Object.entries(fields) as [keyof TournamentFields, unknown][]) {
    const json = JSON_FIELDS.has(key);
    values.push(json ? jsonOrNull(value as unknown[] | null) : typeof value === 'bigint' ? value.toString() : value);
    sets.push(`${COLUMNS[key]} = $${values.length}${json ? '::jsonb' : ''}`);
  }
  if (startsAt) {
    values.push(startsAt);
    sets.push(`starts_at = $${values.length}`);
  }
  const rows = await selectRows(
    tx,
    `UPDATE tournaments t SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1 RETURNING ${TOURNAMENT_ROW_COLUMNS}`,
    values,
  );
  return rows[0];
}

/** The director's marks on a tournament (migration 14), each set once. */
export async function markTournamentPlay(
  tx: Queryable,
  tournamentId: number,
  marks: { seatedAt?: Date; playStartedAt?: Date; finishedAt?: Date },
): Promise<void> {
  await tx.query(
    `UPDATE tournaments SET seated_at = COALESCE(seated_at, $2), play_started_at = COALESCE(play_started_at, $3),
       finished_at = COALESCE(finished_at, $4), status = CASE WHEN $4::timestamptz IS NULL THEN status ELSE 'completed' END,
       updated_at = COALESCE($4, $3, $2, updated_at)
     WHERE id = $1`,
    [tournamentId, marks.seatedAt ?? null, marks.playStartedAt ?? null, marks.finishedAt ?? null],
  );
}

/** Hand-for-hand on the money bubble: the round every table deals one hand of (null: off). */
export async function setHandForHandRound(tx: Queryable, tournamentId: number, round: number | null): Promise<void> {
  await tx.query('UPDATE tournaments SET hand_for_hand_round = $2 WHERE id = $1', [tournamentId, round]);
}

export async function handForHandRoundOf(q: Queryable, tournamentId: number): Promise<number | null> {
  const { rows } = await q.query<{ round: number | null }>('SELECT hand_for_hand_round AS round FROM tournaments WHERE id = $1', [tournamentId]);
  return rows[0]?.round ?? null;
}

/** Tournaments not seated yet whose join window (`joinWindowMinutes` after the start) ends within `withinMs` of `at`. */
export async function findSeatingsDue(
  q: Queryable,
  at: Date,
  joinWindowMinutes: number,
  withinMs: number,
): Promise<{ id: number; seatingAt: Date }[]> {
  const { rows } = await q.query<{ id: number; seating_at: Date }>(
    `SELECT id, starts_at + make_interval(mins => $2) AS seating_at FROM tournaments
     WHERE deleted_at IS NULL AND status <> 'cancelled' AND seated_at IS NULL AND finished_at IS NULL
       AND starts_at + make_interval(mins => $2) > $1 AND starts_at + make_interval(mins => $2) <= $1::timestamptz + make_interval(secs => $3)
     ORDER BY id`,
    [at, joinWindowMinutes, withinMs / 1000],
  );
  return rows.map((row) => ({ id: row.id, seatingAt: new Date(row.seating_at) }));
}

/**
 * The tournaments the director looks after: started, not cancelled, not paid out, with an entry or finished. `due`
 * when the rows say a pass has work now: prizes to pay, the seating due (the join window of `joinWindowMinutes` over)
 * and not done, a bust not placed yet, or, once seated, a live entry without a table (a late entry, a player whose
 * table broke or finished before they arrived, players waiting for a break to end). The rest need a pass only when
 * their tables ask for one (busts, a hand-for-hand round over), and the director's own occasional look.
 */
export async function findDirectedTournaments(q: Queryable, at: Date, joinWindowMinutes: number): Promise<{ id: number; due: boolean }[]> {
  const { rows } = await q.query<{ id: number; due: boolean }>(
    `SELECT id, (finished_at IS NOT NULL OR (seated_at IS NULL AND starts_at + make_interval(mins => $2) <= $1)
         OR EXISTS (SELECT 1 FROM tournament_entries e WHERE e.tournament_id = tournaments.id
           AND ((e.busted_at IS NOT NULL AND e.place IS NULL) OR (seated_at IS NOT NULL AND e.busted_at IS NULL AND e.table_id IS NULL)))) AS due
     FROM tournaments
     WHERE deleted_at IS NULL AND status <> 'cancelled' AND starts_at <= $1 AND paid_out_at IS NULL
       AND (finished_at IS NOT NULL OR EXISTS (SELECT 1 FROM tournament_entries e WHERE e.tournament_id = tournaments.id))
     ORDER BY id`,
    [at, joinWindowMinutes],
  );
  return rows;
}

/**
 * An operator's pause (migration 24): `pausedAt` starts one; null ends the one in progress, its length (to `at`) added
 * to the pauses' total. The caller holds the row's lock and checked that it is (not) paused.
 */
export async function setPaused(tx: Queryable, tournamentId: number, pausedAt: Date | null, at: Date): Promise<TournamentRow> {
  const rows = await selectRows(
    tx,
    `UPDATE tournaments t SET
       paused_ms = paused_ms + CASE WHEN $2::timestamptz IS NULL AND paused_at IS NOT NULL
         THEN greatest(0, round(extract(epoch FROM $3::timestamptz - paused_at) * 1000))::bigint ELSE 0 END,
       paused_at = $2, updated_at = $3
     WHERE id = $1 RETURNING ${TOURNAMENT_ROW_COLUMNS}`,
    [tournamentId, pausedAt, at],
  );
  return rows[0];
}
