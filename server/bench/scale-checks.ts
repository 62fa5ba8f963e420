// What the scale rig checks on the database (its own connection, not a server's): the tables a process owns, the hands
// in play, the chips, each table's hands in order, and the payout. The SQL follows the tournament crash test's checks
// (test/tournament-crash.test.ts and its helpers).
import type { Queryable } from '../src/db/database';
import { auditLedger } from '../src/wallet/ledger';

/** Each playing table of the tournament with its lease's owner (host:pid:random, table-runner.ts) and epoch. */
export async function tableOwners(q: Queryable, tournamentId: number): Promise<{ tableId: number; owner: string; epoch: number }[]> {
  const { rows } = await q.query<{ table_id: number; owner: string; epoch: number }>(
    `SELECT l.table_id, l.owner, l.epoch FROM table_leases l JOIN poker_tables p ON p.id = l.table_id
     WHERE p.tournament_id = $1 AND p.status = 'playing' ORDER BY l.table_id`,
    [tournamentId],
  );
  return rows.map((row) => ({ tableId: row.table_id, owner: row.owner, epoch: row.epoch }));
}

/** The holder names a process's leases carry: host:pid:random. */
export const ownedBy = (owner: string, pid: number) => owner.split(':')[1] === String(pid);

/** Tables whose lease is still `owner`'s among `tableIds` (a table that stopped playing needs no new owner). */
export async function stillOwned(q: Queryable, tableIds: number[], pid: number): Promise<number[]> {
  const { rows } = await q.query<{ table_id: number; owner: string }>(
    `SELECT l.table_id, l.owner FROM table_leases l JOIN poker_tables p ON p.id = l.table_id
     WHERE l.table_id = ANY($1::int[]) AND p.status = 'playing'`,
    [tableIds],
  );
  return rows.filter((row) => ownedBy(row.owner, pid)).map((row) => row.table_id);
}

/** Hands dealt and not completed (from the tables' events): the hands in play now, by table. */
export async function handsInPlay(q: Queryable, tournamentId: number): Promise<{ tableId: number; hand: number }[]> {
  const { rows } = await q.query<{ table_id: number; dealt: number; completed: number | null }>(
    `SELECT e.table_id, max((e.payload ->> 'handNumber')::int) FILTER (WHERE e.kind = 'hand:dealt') AS dealt,
            max((e.payload ->> 'handNumber')::int) FILTER (WHERE e.kind = 'hand:completed') AS completed
     FROM table_events e JOIN poker_tables p ON p.id = e.table_id
     WHERE p.tournament_id = $1 AND p.status = 'playing' AND e.kind IN ('hand:dealt', 'hand:completed')
     GROUP BY e.table_id`,
    [tournamentId],
  );
  return rows.filter((row) => row.dealt > (row.completed ?? 0)).map((row) => ({ tableId: row.table_id, hand: row.dealt }));
}

/**
 * Every chip of the tournament, in one statement (one snapshot): the stacks at its playing tables, those on their
 * way between tables, and the winner's once it is over.
 */
export async function chipsInPlay(q: Queryable, tournamentId: number): Promise<number> {
  const { rows } = await q.query<{ chips: string }>(
    `SELECT (SELECT coalesce(sum((s ->> 'stack')::bigint), 0) FROM poker_tables p CROSS JOIN LATERAL jsonb_array_elements(p.seats) s
             WHERE p.tournament_id = $1 AND p.status = 'playing')
          + (SELECT coalesce(sum(stack), 0) FROM tournament_entries WHERE tournament_id = $1 AND (in_transit OR place = 1)) AS chips`,
    [tournamentId],
  );
  return Number(rows[0].chips);
}

/** What each table's hands say over the whole run, across every process that ran them. */
export interface HandContinuity {
  tables: number;
  hands: number;
  /** Tables whose hands were not dealt 1, 2, 3… in order, each once. */
  outOfOrder: number;
  /** Hands completed twice at one table. */
  completedTwice: number;
  /** Of `interrupted`, hands that never completed. */
  notResumed: { tableId: number; hand: number }[];
  /** Tables a process other than the first to deal there dealt a hand at (taken over). */
  dealtByNewOwner: number;
}

export async function handContinuity(q: Queryable, tournamentId: number, interrupted: { tableId: number; hand: number }[]): Promise<HandContinuity> {
  const { rows } = await q.query<{ tables: number; hands: number; out_of_order: number; completed_twice: number; new_owner: number }>(
    `WITH hands AS (
       SELECT e.table_id, e.kind, (e.payload ->> 'handNumber')::int AS hand, e.payload ->> 'owner' AS owner,
              row_number() OVER (PARTITION BY e.table_id, e.kind ORDER BY e.seq) AS nth
       FROM table_events e JOIN poker_tables p ON p.id = e.table_id
       WHERE p.tournament_id = $1 AND e.kind IN ('hand:dealt', 'hand:completed')
     ), per_table AS (
       SELECT table_id,
              count(*) FILTER (WHERE kind = 'hand:dealt') AS dealt,
              count(*) FILTER (WHERE kind = 'hand:dealt' AND hand <> nth) AS misplaced,
              count(*) FILTER (WHERE kind = 'hand:completed') - count(DISTINCT hand) FILTER (WHERE kind = 'hand:completed') AS twice,
              count(DISTINCT owner) FILTER (WHERE kind = 'hand:dealt') AS owners
       FROM hands GROUP BY table_id
     )
     SELECT count(*)::int AS tables, coalesce(sum(dealt), 0)::int AS hands, count(*) FILTER (WHERE misplaced > 0)::int AS out_of_order,
            coalesce(sum(twice), 0)::int AS completed_twice, count(*) FILTER (WHERE owners > 1)::int AS new_owner
     FROM per_table`,
    [tournamentId],
  );
  const { rows: completed } = await q.query<{ table_id: number; hand: number }>(
    `SELECT table_id, (payload ->> 'handNumber')::int AS hand FROM table_events
     WHERE kind = 'hand:completed' AND table_id = ANY($1::int[])`,
    [interrupted.map((each) => each.tableId)],
  );
  const done = new Set(completed.map((row) => `${row.table_id}:${row.hand}`));
  const [row] = rows;
  return {
    tables: row.tables,
    hands: row.hands,
    outOfOrder: row.out_of_order,
    completedTwice: row.completed_twice,
    notResumed: interrupted.filter((each) => !done.has(`${each.tableId}:${each.hand}`)),
    dealtByNewOwner: row.new_owner,
  };
}

/** The payout as the books hold it (test/helpers/tournament-outcome.ts's checks, counted rather than asserted). */
export interface PayoutAudit {
  paidOut: boolean;
  status: string;
  /** Results with a prize, and 'prize' ledger transactions of the tournament (one per paid place when right). */
  paidPlaces: number;
  prizeTransactions: number;
  /** Players paid more than once, and results whose prize differs from what their winner's wallet received. */
  paidTwice: number;
  prizeMismatches: number;
  prizesMicros: string;
  /** Entry fees taken, and what the pool holds after the payout (0 when every fee went out as prizes). */
  feesMicros: string;
  poolMicros: string;
  /** Entries placed, and how many hold place 1 (one). */
  placed: number;
  winners: number;
  ledgerTotal: string;
  ledgerMismatches: number;
  unbalancedTransactions: number;
}

export async function payoutAudit(q: Queryable, tournamentId: number): Promise<PayoutAudit> {
  const { rows } = await q.query<{
    paid_out: boolean;
    status: string;
    paid_places: number;
    prize_transactions: number;
    paid_twice: number;
    mismatches: number;
    prizes: string;
    fees: string;
    pool: string;
    placed: number;
    winners: number;
  }>(
    `WITH prizes AS (
       SELECT user_id, count(*) AS times, sum(amount_micros) AS total FROM ledger_transactions
       WHERE kind = 'prize' AND tournament_id = $1 GROUP BY user_id
     )
     SELECT t.paid_out_at IS NOT NULL AS paid_out, t.status,
            (SELECT count(*) FROM tournament_results WHERE tournament_id = $1 AND prize_micros > 0)::int AS paid_places,
            (SELECT coalesce(sum(times), 0) FROM prizes)::int AS prize_transactions,
            (SELECT count(*) FROM prizes WHERE times > 1)::int AS paid_twice,
            (SELECT count(*) FROM tournament_results r LEFT JOIN prizes p ON p.user_id = r.user_id
             WHERE r.tournament_id = $1 AND r.prize_micros <> coalesce(p.total, 0))::int AS mismatches,
            (SELECT coalesce(sum(total), 0) FROM prizes)::text AS prizes,
            (SELECT coalesce(sum(entry_fee_micros), 0) FROM tournament_registrations WHERE tournament_id = $1)::text AS fees,
            t.pool_micros::text AS pool,
            (SELECT count(*) FROM tournament_entries WHERE tournament_id = $1 AND place IS NOT NULL)::int AS placed,
            (SELECT count(*) FROM tournament_entries WHERE tournament_id = $1 AND place = 1)::int AS winners
     FROM tournaments t WHERE t.id = $1`,
    [tournamentId],
  );
  const [row] = rows;
  const ledger = await auditLedger(q);
  return {
    paidOut: row.paid_out,
    status: row.status,
    paidPlaces: row.paid_places,
    prizeTransactions: row.prize_transactions,
    paidTwice: row.paid_twice,
    prizeMismatches: row.mismatches,
    prizesMicros: row.prizes,
    feesMicros: row.fees,
    poolMicros: row.pool,
    placed: row.placed,
    winners: row.winners,
    ledgerTotal: ledger.total.toString(),
    ledgerMismatches: ledger.mismatches.length,
    unbalancedTransactions: ledger.unbalancedTransactions.length,
  };
}

/** What is wrong with a payout, in words (empty: paid exactly once, as the results say, the books sound). */
export function payoutFailures(audit: PayoutAudit, players: number): string[] {
  const failures: string[] = [];
  if (!audit.paidOut) return ['not paid out'];
  if (audit.prizeTransactions !== audit.paidPlaces)
    failures.push(`${audit.prizeTransactions} prize transactions for ${audit.paidPlaces} paid places`);
  if (audit.paidTwice > 0) failures.push(`${audit.paidTwice} players paid more than once`);
  if (audit.prizeMismatches > 0) failures.push(`${audit.prizeMismatches} results differ from the prize their winner received`);
  if (audit.prizesMicros !== audit.feesMicros) failures.push(`prizes ${audit.prizesMicros} µ ≠ entry fees ${audit.feesMicros} µ`);
  if (audit.poolMicros !== '0') failures.push(`pool holds ${audit.poolMicros} µ after the payout`);
  if (audit.placed !== players || audit.winners !== 1) failures.push(`${audit.placed} of ${players} entries placed, ${audit.winners} in first place`);
  if (audit.ledgerTotal !== '0' || audit.ledgerMismatches > 0 || audit.unbalancedTransactions > 0)
    failures.push(`ledger unsound: total ${audit.ledgerTotal}, ${audit.ledgerMismatches} mismatches, ${audit.unbalancedTransactions} unbalanced`);
  return failures;
}
