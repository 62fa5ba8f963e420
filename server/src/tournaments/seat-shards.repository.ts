import type { Queryable } from '../db/database';
import { emptyShardLimits, preferredShard, SEAT_SHARDS, seatLimits } from './seat-shards';

/**
 * SQL of tournament_seat_shards (migration 029): a tournament's seats (and its pool's parts, moved by the ledger) spread
 * over SEAT_SHARDS rows, so that registrations do not queue on one row. Every write of the shards' seats and limits is
 * here (their pool parts are the ledger's, wallet/ledger.ts). A transaction takes a shard's lock only while it holds
 * the tournament row's lock, shared (a registration, an unregistration) or not (spreadSeatLimits, the ledger's
 * foldPoolShards): the row's lock comes first (the lock order of db/database.ts), and whatever changes the row waits
 * for the registrations in flight.
 */

/** The sum of a column of the seat shards of the tournaments row `alias`. */
export const shardSumSql = (alias: string, column: 'players' | 'pool_micros') =>
  `(SELECT coalesce(sum(s.${column}), 0) FROM tournament_seat_shards s WHERE s.tournament_id = ${alias}.id)`;

/** The shards' players and pool summed, as two columns (`shard_players`, `shard_pool_micros`) of a tournaments row `alias`. */
export function shardSumsSql(alias: string): string {
  return `${shardSumSql(alias, 'players')}::int AS shard_players, ${shardSumSql(alias, 'pool_micros')}::text AS shard_pool_micros`;
}

/** The ORDER BY of the shards a player tries: their preferred one first, then the next ones around. */
const fromPreferred = (preferred: number) => `(shard + ${SEAT_SHARDS - preferred}) % ${SEAT_SHARDS}`;

/**
 * Takes a seat in a shard with room: the first free of lock from the player's preferred one on; if every shard with room
 * is locked, the first of them to be released that still has room then. The caller holds the tournament row's share
 * lock and checked that registration is open. Returns the shard, or undefined when no shard has room: the tournament is
 * full.
 */
export async function claimShardSeat(tx: Queryable, tournamentId: number, userId: number): Promise<number | undefined> {
  const preferred = preferredShard(userId);
  const free = await takeSeat(tx, tournamentId, preferred, 'SKIP LOCKED');
  if (free !== undefined) return free;
  await createSeatShards(tx, tournamentId);
  return takeSeat(tx, tournamentId, preferred, '');
}

async function takeSeat(tx: Queryable, tournamentId: number, preferred: number, wait: 'SKIP LOCKED' | ''): Promise<number | undefined> {
  const { rows } = await tx.query<{ shard: number }>(
    `UPDATE tournament_seat_shards SET players = players + 1
     WHERE tournament_id = $1 AND shard = (
       SELECT shard FROM tournament_seat_shards WHERE tournament_id = $1 AND players < seat_limit
       ORDER BY ${fromPreferred(preferred)} LIMIT 1 FOR NO KEY UPDATE ${wait})
     RETURNING shard`,
    [tournamentId],
  );
  return rows[0]?.shard;
}

/**
 * At the tournament's first registration through the shards: its shards, sharing the seats the row leaves (max_players
 * less its players_count, which the row's share lock keeps still). Nothing changes if it has them already.
 */
async function createSeatShards(tx: Queryable, tournamentId: number): Promise<void> {
  const { rows } = await tx.query<{ seats: number }>('SELECT max_players - players_count AS seats FROM tournaments WHERE id = $1', [tournamentId]);
  await tx.query(
    `INSERT INTO tournament_seat_shards (tournament_id, shard, seat_limit)
     SELECT $1, ordinality - 1, seat_limit FROM unnest($2::int[]) WITH ORDINALITY AS limits (seat_limit, ordinality)
     ON CONFLICT (tournament_id, shard) DO NOTHING`,
    [tournamentId, emptyShardLimits(rows[0].seats)],
  );
}

/** An unregistration gives its seat back to the shard it took it in. */
export async function releaseShardSeat(tx: Queryable, tournamentId: number, shard: number): Promise<void> {
  await tx.query('UPDATE tournament_seat_shards SET players = players - 1 WHERE tournament_id = $1 AND shard = $2', [tournamentId, shard]);
}

/**
 * Spreads the seats again after max_players or the row's players_count changed (the caller holds the row's lock, so no
 * registration is in flight): every shard keeps its players, and the seats left go to them evenly. Nothing to do for a
 * tournament without shards yet: they will be created from the row as it is then.
 */
export async function spreadSeatLimits(tx: Queryable, tournamentId: number): Promise<void> {
  const { rows } = await tx.query<{ players: number; seats: number }>(
    `SELECT s.players, t.max_players - t.players_count AS seats
     FROM tournament_seat_shards s JOIN tournaments t ON t.id = s.tournament_id
     WHERE s.tournament_id = $1 ORDER BY s.shard FOR NO KEY UPDATE OF s`,
    [tournamentId],
  );
  if (rows.length === 0) return;
  const held = rows.map((row) => row.players);
  await tx.query(
    `UPDATE tournament_seat_shards s SET seat_limit = limits.seat_limit
     FROM unnest($2::int[]) WITH ORDINALITY AS limits (seat_limit, ordinality)
     WHERE s.tournament_id = $1 AND s.shard = limits.ordinality - 1`,
    [tournamentId, seatLimits(rows[0].seats, held)],
  );
}
