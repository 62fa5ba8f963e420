import { Tokens } from '../src/auth/tokens';
import type { Database } from '../src/db/database';
import { createBenchUser } from './bench-fixtures';

/** The admin list benchmark's operator and what they look for. */
export interface AdminListBenchFixtures {
  token: string;
  tournaments: number;
  /** A tournament to find by its id. */
  searchId: number;
  /** The statistics' history: ledger transactions and hands over the last year. */
  ledgerTransactions: number;
  hands: number;
}

export const ADMIN_LIST_TOURNAMENTS = 10_000;
/** A year of a busy site's money movements and hands, for the statistics' series. */
export const STATS_LEDGER_TRANSACTIONS = 300_000;
export const STATS_HANDS = 100_000;
const LEDGER_KINDS = ['deposit', 'withdrawal', 'tournament_entry', 'tournament_refund', 'prize', 'guarantee_overlay'];
const SERIES = ['Sunday Major', 'Daily Turbo', 'Night Owl', 'Deepstack', 'High Roller'];

/**
 * An admin and 10,000 tournaments inserted in one statement: starts every 13 minutes over 90 days around now (most
 * completed or registering, a few in late registration or running), one in 20 cancelled, one in 50 deleted, entry
 * fees, players and creation times all different. The stored status is left 'registering' (as between the
 * scheduler's ticks): the list reads the status from the clock. Then `VACUUM ANALYZE`, as autovacuum leaves a settled table.
 */
export async function prepareAdminListFixtures(db: Database, secret: string, now: Date): Promise<AdminListBenchFixtures> {
  const admin = await createBenchUser(db, new Tokens(secret, () => new Date()), 'benchadmin', now);
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  await db.query(
    `INSERT INTO tournaments (name, game_type, entry_fee_micros, starts_at, max_players, players_count, status, cancelled_at, deleted_at,
       created_at, updated_at)
     SELECT 'Bench ' || ($3::text[])[g % 5 + 1] || ' #' || g, CASE WHEN g % 3 = 0 THEN 'PLO' ELSE 'NLH' END, (g % 50) * 1000000,
            $1::timestamptz + (g - $2 / 2) * interval '13 minutes', 1000, g * 7 % 1000,
            CASE WHEN g % 20 = 0 THEN 'cancelled' ELSE 'registering' END, CASE WHEN g % 20 = 0 THEN $1::timestamptz END,
            CASE WHEN g % 50 = 7 THEN $1::timestamptz END, $1::timestamptz - (g * 37 % 2000) * interval '1 hour', $1
     FROM generate_series(1, $2) g`,
    [now, ADMIN_LIST_TOURNAMENTS, SERIES],
  );
  await db.query('VACUUM ANALYZE tournaments');
  const { rows } = await db.query<{ count: number; id: number }>(
    'SELECT (SELECT count(*)::int FROM tournaments) AS count, (SELECT id FROM tournaments ORDER BY id OFFSET 4321 LIMIT 1) AS id',
  );
  const history = await prepareStatsHistory(db, admin.id, rows[0].id, now);
  return { token: admin.token, tournaments: rows[0].count, searchId: rows[0].id, ...history };
}

/**
 * The statistics' history (GET /api/admin/stats/series reads ledger_transactions and hands by time): 300,000 ledger
 * transactions of every kind spread over the year before `now` (about 820 a day; their entries are left out, the
 * series reads the transactions only), and 100,000 hands of two players in one room of one tournament over the same
 * year. Then `VACUUM ANALYZE`, as autovacuum leaves settled tables.
 */
async function prepareStatsHistory(db: Database, adminId: number, tournamentId: number, now: Date) {
  const other = await createBenchUser(db, new Tokens('unused-secret-of-a-second-player', () => new Date()), 'benchplayer', now);
  await db.query(
    `INSERT INTO ledger_transactions (kind, user_id, tournament_id, amount_micros, created_at)
     SELECT ($4::text[])[g % 6 + 1], $2, CASE WHEN g % 6 IN (2, 3, 4, 5) THEN $3::int END, (g % 997 + 1) * 10000,
            $1::timestamptz - (g * interval '365 days') / $5
     FROM generate_series(1, $5) g`,
    [now, adminId, tournamentId, LEDGER_KINDS, STATS_LEDGER_TRANSACTIONS],
  );
  const room = await db.query<{ id: number }>(
    `INSERT INTO rooms (tournament_id, room_number, room_state, created_at, updated_at) VALUES ($1, 1, 'completed', $2, $2) RETURNING id`,
    [tournamentId, now],
  );
  await db.query(
    `INSERT INTO hands (tournament_id, room_id, hand_number, game_type, small_blind, big_blind, pot, started_at, ended_at)
     SELECT $2, $3, g, 'NLH', 50, 100, 300, $1::timestamptz - (g * interval '365 days') / $4,
            $1::timestamptz - (g * interval '365 days') / $4 + interval '40 seconds'
     FROM generate_series(1, $4) g`,
    [now, tournamentId, room.rows[0].id, STATS_HANDS],
  );
  await db.query(
    `INSERT INTO hand_players (hand_id, user_id, seat, hole_cards, net_chips, won_chips)
     SELECT hands.id, player.id, player.seat, '{As,Kd}', 0, 0 FROM hands
       CROSS JOIN (VALUES ($1::int, 0), ($2::int, 1)) AS player (id, seat)`,
    [adminId, other.id],
  );
  await db.query('VACUUM ANALYZE ledger_transactions, hands, hand_players');
  return { ledgerTransactions: STATS_LEDGER_TRANSACTIONS, hands: STATS_HANDS };
}
