import { randomBytes } from 'node:crypto';
import { Tokens } from '../src/auth/tokens';
import type { Database, Queryable } from '../src/db/database';
import { MICROS_PER_USDT } from '../src/money/micro-usdt';
import { insertTournament } from '../src/tournaments/tournaments.repository';
import { auditLedger } from '../src/wallet/ledger';

/** The registration rush: funded players, the tournament they all register to, and a second one for the pairs. */
export interface RushBenchFixtures {
  tournamentId: number;
  /** One token per player, each player registering once. */
  tokens: string[];
  entryFeeMicros: string;
  /** The register+unregister pairs' tournament (the issue #3 measurement, with players of this run). */
  pairTournamentId: number;
}

export const RUSH_ENTRY_FEE_MICROS = 5n * MICROS_PER_USDT;
/** A registration needs the starting stack's worth in the wallet (requiredBalanceMicros): 1,000 USDT here. */
const DEPOSIT_MICROS = 2_000n * MICROS_PER_USDT;
const HOUR = 3_600_000;

/**
 * `players` verified players, each funded by a deposit through the ledger (one transaction with its two entries per
 * player, written in one statement, as the ledger writes them one at a time), and a tournament with room for all of
 * them opening registration an hour before its start: the last minute before a big start.
 */
export async function prepareRushFixtures(db: Database, secret: string, now: Date, players: number): Promise<RushBenchFixtures> {
  const tournament = await insertTournament(db, {
    name: 'Bench Registration Rush',
    gameType: 'NLH',
    entryFeeMicros: RUSH_ENTRY_FEE_MICROS,
    startsAt: new Date(now.getTime() + HOUR),
    maxPlayers: players,
    startingStack: 1000,
    createdAt: now,
  });
  const pairTournament = await insertTournament(db, {
    name: 'Bench Register Pair',
    gameType: 'NLH',
    entryFeeMicros: RUSH_ENTRY_FEE_MICROS,
    startsAt: new Date(now.getTime() + 48 * HOUR),
    maxPlayers: 1000,
    startingStack: 1000,
    createdAt: now,
  });
  const { rows } = await db.query<{ id: number }>(
    `WITH funded AS (
       INSERT INTO users (username, email, first_name, country, password_hash, email_verified_at, created_at, balance_micros)
       SELECT 'benchrush' || g, 'benchrush' || g || '@bench.invalid', 'Bench', 'France', $2 || g, $3, $3, $4
       FROM generate_series(1, $1) g
       RETURNING id
     ), deposits AS (
       INSERT INTO ledger_transactions (kind, user_id, amount_micros, created_at) SELECT 'deposit', id, $4, $3 FROM funded
       RETURNING id, user_id
     ), entries AS (
       INSERT INTO ledger_entries (transaction_id, account, amount_micros)
       SELECT id, 'external:usdt', -$4::bigint FROM deposits UNION ALL SELECT id, 'user:' || user_id, $4 FROM deposits
     )
     SELECT id FROM funded ORDER BY id`,
    [players, `!${randomBytes(16).toString('hex')}`, now, DEPOSIT_MICROS.toString()],
  );
  const signer = new Tokens(secret, () => new Date());
  const tokens = await Promise.all(rows.map(({ id }) => signer.sign({ userId: id, tokenVersion: 0 })));
  return { tournamentId: tournament.id, tokens, entryFeeMicros: RUSH_ENTRY_FEE_MICROS.toString(), pairTournamentId: pairTournament.id };
}

/** What the books say after the rush: every figure the run must find exact. */
export interface RushAudit {
  playersCount: number;
  registrations: number;
  /** Sum of the registrations' entry fees. */
  feesMicros: string;
  /** The tournament's stored pool: the row's part and its seat shards'. */
  poolMicros: string;
  /** The pool account's balance from its ledger entries. */
  poolLedgerMicros: string;
  /** Players with a registration whose entry fee was not debited exactly once (net of refunds), and without one that were. */
  wrongDebits: number;
  /** Wallets whose balance is not the deposit less the fees they hold a registration for. */
  wrongBalances: number;
  ledgerTotal: string;
  ledgerMismatches: number;
  unbalancedTransactions: number;
}

export async function auditRush(db: Queryable, tournamentId: number): Promise<RushAudit> {
  const { rows } = await db.query<{
    players_count: number;
    registrations: string;
    fees: string;
    pool: string;
    pool_ledger: string;
    wrong_debits: string;
    wrong_balances: string;
  }>(
    `WITH debits AS (
       SELECT user_id, count(*) FILTER (WHERE kind = 'tournament_entry') - count(*) FILTER (WHERE kind = 'tournament_refund') AS net
       FROM ledger_transactions WHERE tournament_id = $1 GROUP BY user_id
     ), held AS (
       SELECT u.id, u.balance_micros, r.entry_fee_micros, coalesce(d.net, 0) AS net
       FROM users u LEFT JOIN tournament_registrations r ON r.user_id = u.id AND r.tournament_id = $1
       LEFT JOIN debits d ON d.user_id = u.id
       WHERE u.username LIKE 'benchrush%'
     )
     SELECT t.players_count + (SELECT coalesce(sum(players), 0) FROM tournament_seat_shards WHERE tournament_id = $1) AS players_count,
            (SELECT count(*) FROM tournament_registrations WHERE tournament_id = $1)::text AS registrations,
            (SELECT coalesce(sum(entry_fee_micros), 0) FROM tournament_registrations WHERE tournament_id = $1)::text AS fees,
            (t.pool_micros + (SELECT coalesce(sum(pool_micros), 0) FROM tournament_seat_shards WHERE tournament_id = $1))::text AS pool,
            (SELECT coalesce(sum(amount_micros), 0) FROM ledger_entries WHERE account = 'tournament:' || $1)::text AS pool_ledger,
            (SELECT count(*) FROM held WHERE net <> CASE WHEN entry_fee_micros IS NULL THEN 0 ELSE 1 END)::text AS wrong_debits,
            (SELECT count(*) FROM held h
             WHERE h.balance_micros <> $2::bigint - coalesce(h.entry_fee_micros, 0)
               - coalesce((SELECT sum(r.entry_fee_micros) FROM tournament_registrations r WHERE r.user_id = h.id AND r.tournament_id <> $1), 0)
            )::text AS wrong_balances
     FROM tournaments t WHERE t.id = $1`,
    [tournamentId, DEPOSIT_MICROS.toString()],
  );
  const [row] = rows;
  const audit = await auditLedger(db);
  return {
    playersCount: Number(row.players_count),
    registrations: Number(row.registrations),
    feesMicros: row.fees,
    poolMicros: row.pool,
    poolLedgerMicros: row.pool_ledger,
    wrongDebits: Number(row.wrong_debits),
    wrongBalances: Number(row.wrong_balances),
    ledgerTotal: audit.total.toString(),
    ledgerMismatches: audit.mismatches.length,
    unbalancedTransactions: audit.unbalancedTransactions.length,
  };
}
