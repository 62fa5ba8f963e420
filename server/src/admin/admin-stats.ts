import type { AdminStatsResponse } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { microsToNumber } from '../money/micro-usdt';
import { countTournaments } from '../tournaments/tournament-counts';

type Totals = Record<string, { count: number; total: string }>;

/** Operator figures, each read from its source of truth: money from the ledger, statuses from the clock. */
export async function adminStats(db: Queryable, now: Date): Promise<AdminStatsResponse> {
  const [ledger, tournaments, rooms, users] = await Promise.all([
    db.query<{ kind: string; count: number; total: string }>(
      'SELECT kind, count(*)::int AS count, sum(amount_micros)::text AS total FROM ledger_transactions GROUP BY kind',
    ),
    countTournaments(db, now),
    db.query<{ room_state: string; count: number; players: number }>(
      'SELECT room_state, count(*)::int AS count, coalesce(sum(members_count), 0)::int AS players FROM rooms GROUP BY room_state',
    ),
    db.query<{ total: number; verified: number; admins: number }>(
      `SELECT count(*)::int AS total, count(email_verified_at)::int AS verified, count(*) FILTER (WHERE role = 'admin')::int AS admins FROM users`,
    ),
  ]);
  const byKind: Totals = Object.fromEntries(ledger.rows.map((row) => [row.kind, { count: row.count, total: row.total }]));
  const sum = (kind: string) => BigInt(byKind[kind]?.total ?? '0');
  const entryFees = sum('tournament_entry');
  const refunds = sum('tournament_refund');

  const byState = { waiting: 0, playing: 0, completed: 0, cancelled: 0 };
  let seated = 0;
  for (const row of rooms.rows) {
    byState[row.room_state as keyof typeof byState] = row.count;
    if (row.room_state === 'waiting' || row.room_state === 'playing') seated += row.players;
  }

  const flow = (kind: string) => ({ count: byKind[kind]?.count ?? 0, total: microsToNumber(sum(kind)) });
  return {
    income: { entryFees: microsToNumber(entryFees), refunds: microsToNumber(refunds), net: microsToNumber(entryFees - refunds), currency: 'USDT' },
    tournaments,
    games: { total: rooms.rows.reduce((total, row) => total + row.count, 0), byState, players: seated },
    transactions: { deposits: flow('deposit'), withdrawals: flow('withdrawal'), currency: 'USDT' },
    users: users.rows[0],
  };
}
