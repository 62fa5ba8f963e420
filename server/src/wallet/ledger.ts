import type { Queryable } from '../db/database';

/**
 * Where money sits: a player's wallet, a tournament's prize pool, the outside world (deposits in, withdrawals out), or
 * on its way out (PAYMENTS=evm: withdrawals requested and not yet confirmed on chain or refunded).
 */
export type LedgerAccount = { kind: 'wallet'; userId: number } | PoolAccount | { kind: 'external' } | { kind: 'pendingWithdrawals' };

/**
 * A tournament's prize pool: one account (`tournament:{id}`) whose balance is kept in parts (migration 029), the
 * tournament row's `pool_micros` and each seat shard's. `shard` names the seat shard's part a registration's fee goes
 * to and its refund comes from; without it, the row's part, which the payout and a cancel's refunds debit once
 * foldPoolShards has moved the shards' parts into it.
 */
export type PoolAccount = { kind: 'pool'; tournamentId: number; shard?: number };

/**
 * 'guarantee_overlay': the operator's money (external) topping a prize pool up to its guarantee.
 * 'withdrawal' moves a wallet's money to the outside world (demo) or to the pending withdrawals (evm); from there
 * 'withdrawal_confirmed' moves it out once the chain confirmed the transfer, 'withdrawal_refund' back to the wallet.
 */
export type LedgerKind =
  'deposit' | 'withdrawal' | 'tournament_entry' | 'tournament_refund' | 'prize' | 'guarantee_overlay' | 'withdrawal_confirmed' | 'withdrawal_refund';

export interface Transfer {
  kind: LedgerKind;
  from: LedgerAccount;
  to: LedgerAccount;
  amountMicros: bigint;
  /** The player the transfer concerns (shown in their history). */
  userId?: number;
  tournamentId?: number;
  at: Date;
}

export interface TransferResult {
  transactionId: string;
  /** Wallet balances after the transfer, by user id, for the wallets it touched. */
  walletBalances: Map<number, bigint>;
}

/** The one reason a transfer is refused: the source would go below zero. Nothing was written. */
export class InsufficientFundsError extends Error {
  constructor(readonly account: LedgerAccount) {
    super('insufficient funds');
    this.name = 'InsufficientFundsError';
  }
}

export function accountKey(account: LedgerAccount): string {
  switch (account.kind) {
    case 'wallet':
      return `user:${account.userId}`;
    case 'pool':
      return `tournament:${account.tournamentId}`;
    case 'external':
      return 'external:usdt';
    case 'pendingWithdrawals':
      return PENDING_WITHDRAWALS_ACCOUNT;
  }
}

/** The pending withdrawals' account key; its counterpart is the withdrawals still open (see auditLedger). */
export const PENDING_WITHDRAWALS_ACCOUNT = 'withdrawals:pending';

/** The withdrawal states whose amount sits in the pending account (migration 027). */
export const OPEN_WITHDRAWAL_STATES = ['awaiting_approval', 'requested', 'signed', 'sent'] as const;

/**
 * The first locks of a transaction that moves money (see the lock order in db/database.ts): the wallets'
 * rows, in ascending id order, `FOR NO KEY UPDATE`. Returns each locked wallet's balance by user id.
 */
export async function lockWallets(tx: Queryable, userIds: readonly number[]): Promise<Map<number, bigint>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await tx.query<{ id: number; balance_micros: string }>(
    'SELECT id, balance_micros FROM users WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE',
    [[...new Set(userIds)]],
  );
  return new Map(rows.map((row) => [row.id, BigInt(row.balance_micros)]));
}

/**
 * Moves money between two accounts inside the caller's transaction: one conditional UPDATE per side
 * (the debit only applies if the balance covers it, so concurrent debits cannot overdraw), then one
 * ledger transaction with two entries that sum to zero. Must run inside `db.transaction`: if anything
 * after the debit fails, the whole transfer rolls back. A wallet is locked before a pool (the lock order),
 * whichever way the money goes.
 */
export async function transfer(tx: Queryable, t: Transfer): Promise<TransferResult> {
  if (t.amountMicros <= 0n) throw new Error(`transfer amount must be positive, got ${t.amountMicros}`);
  const walletBalances = new Map<number, bigint>();
  // Pool → wallet: lock the wallet first, but still debit first, so a refused debit has written nothing.
  if (t.to.kind === 'wallet' && t.from.kind === 'pool') await lockWallets(tx, [t.to.userId]);
  const debited = await move(tx, t.from, -t.amountMicros);
  if (debited === undefined) throw new InsufficientFundsError(t.from);
  if (t.from.kind === 'wallet') walletBalances.set(t.from.userId, debited);
  const credited = await move(tx, t.to, t.amountMicros);
  if (credited === undefined) throw new Error(`ledger account ${accountKey(t.to)} does not exist`);
  if (t.to.kind === 'wallet') walletBalances.set(t.to.userId, credited);

  // The transaction and its two entries in one statement: a round trip less in every transaction that moves money.
  const { rows } = await tx.query<{ id: string }>(
    `WITH recorded AS (
       INSERT INTO ledger_transactions (kind, user_id, tournament_id, amount_micros, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id
     ), entries AS (
       INSERT INTO ledger_entries (transaction_id, account, amount_micros)
       SELECT recorded.id, sides.account, sides.amount FROM recorded, (VALUES ($6::text, $7::bigint), ($8::text, $4::bigint)) AS sides (account, amount)
     )
     SELECT id FROM recorded`,
    [
      t.kind,
      t.userId ?? null,
      t.tournamentId ?? null,
      t.amountMicros.toString(),
      t.at,
      accountKey(t.from),
      (-t.amountMicros).toString(),
      accountKey(t.to),
    ],
  );
  return { transactionId: rows[0].id, walletBalances };
}

/**
 * Applies `delta` to the account's balance; undefined when a debit would go negative (or the account is missing).
 * The outside world and the pending withdrawals keep no stored balance: the pending account is debited only by the
 * state change that closes a withdrawal (in the same transaction, once per withdrawal), so it cannot go below zero.
 */
async function move(tx: Queryable, account: LedgerAccount, delta: bigint): Promise<bigint | undefined> {
  if (account.kind === 'external' || account.kind === 'pendingWithdrawals') return 0n;
  const [table, column, where, key] =
    account.kind === 'wallet'
      ? ['users', 'balance_micros', 'id = $2', [account.userId]]
      : account.shard === undefined
        ? ['tournaments', 'pool_micros', 'id = $2', [account.tournamentId]]
        : ['tournament_seat_shards', 'pool_micros', 'tournament_id = $2 AND shard = $3', [account.tournamentId, account.shard]];
  const { rows } = await tx.query<{ balance: string }>(
    `UPDATE ${table} SET ${column} = ${column} + $1 WHERE ${where} AND ${column} + $1 >= 0 RETURNING ${column} AS balance`,
    [delta.toString(), ...key],
  );
  return rows[0] ? BigInt(rows[0].balance) : undefined;
}

/**
 * Moves the pool's parts held by the tournament's seat shards into the row's part: the same account, so no ledger
 * entry. Run before anything but an unregistration debits the pool (the payout, a cancel's refunds), under the
 * tournament row's lock: every registration and unregistration holds a share lock on that row while it holds a shard,
 * so none is in flight and the shards' rows are locked here without a wait.
 */
export async function foldPoolShards(tx: Queryable, tournamentId: number): Promise<void> {
  await tx.query(
    `WITH held AS (
       SELECT shard, pool_micros FROM tournament_seat_shards WHERE tournament_id = $1 AND pool_micros > 0 ORDER BY shard FOR NO KEY UPDATE
     ), emptied AS (
       UPDATE tournament_seat_shards s SET pool_micros = 0 FROM held WHERE s.tournament_id = $1 AND s.shard = held.shard RETURNING held.pool_micros
     )
     UPDATE tournaments SET pool_micros = pool_micros + (SELECT coalesce(sum(pool_micros), 0) FROM emptied) WHERE id = $1`,
    [tournamentId],
  );
}

export interface LedgerAudit {
  /** Sum of every entry: 0 in a sound ledger. */
  total: bigint;
  /**
   * Accounts whose stored balance differs from the sum of their entries. A pool's stored balance is the sum of its parts
   * (the tournament row's and its seat shards'). The pending withdrawals' "stored balance" is the sum of the withdrawals
   * still open: it is never negative, and each open withdrawal holds exactly its amount.
   */
  mismatches: { account: string; stored: bigint; fromEntries: bigint }[];
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: string[];
}

/** Checks the books: every transaction sums to zero and every stored balance equals its entries. */
export async function auditLedger(db: Queryable): Promise<LedgerAudit> {
  const total = await db.query<{ total: string | null }>('SELECT sum(amount_micros)::text AS total FROM ledger_entries');
  const unbalanced = await db.query<{ id: string }>(
    'SELECT transaction_id::text AS id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_micros) <> 0',
  );
  const mismatches = await db.query<{ account: string; stored: string; from_entries: string }>(
    `
    WITH stored AS (
      SELECT 'user:' || id AS account, balance_micros AS balance FROM users
      UNION ALL SELECT 'tournament:' || t.id, t.pool_micros + coalesce((SELECT sum(s.pool_micros) FROM tournament_seat_shards s WHERE s.tournament_id = t.id), 0)
        FROM tournaments t
      UNION ALL SELECT $1::text, coalesce(sum(amount_micros), 0) FROM withdrawals WHERE state = ANY($2::text[])
    ), sums AS (SELECT account, sum(amount_micros) AS balance FROM ledger_entries GROUP BY account)
    SELECT coalesce(stored.account, sums.account) AS account,
           coalesce(stored.balance, 0)::text AS stored, coalesce(sums.balance, 0)::text AS from_entries
    FROM stored FULL JOIN sums ON sums.account = stored.account
    WHERE coalesce(stored.balance, 0) <> coalesce(sums.balance, 0) AND coalesce(stored.account, sums.account) <> 'external:usdt'`,
    [PENDING_WITHDRAWALS_ACCOUNT, OPEN_WITHDRAWAL_STATES],
  );
  return {
    total: BigInt(total.rows[0]?.total ?? '0'),
    unbalancedTransactions: unbalanced.rows.map((row) => row.id),
    mismatches: mismatches.rows.map((row) => ({ account: row.account, stored: BigInt(row.stored), fromEntries: BigInt(row.from_entries) })),
  };
}
