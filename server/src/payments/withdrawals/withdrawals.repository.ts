import type { Withdrawal, WithdrawalState } from 'shared-events/contracts';
import type { Queryable } from '../../db/database';
import { selectPage, type PageWindow } from '../../db/select-page';
import { microsToNumber } from '../../money/micro-usdt';

/** The states as stored: 'signed' (committed, maybe not yet broadcast) is the worker's own. */
export type StoredWithdrawalState = WithdrawalState | 'signed';

export interface WithdrawalRow {
  id: number;
  user_id: number;
  amount_micros: string;
  to_address: string;
  state: StoredWithdrawalState;
  chain_id: number | null;
  from_address: string | null;
  nonce: string | null;
  raw_tx: string | null;
  tx_hash: string | null;
  reason: string | null;
  requested_at: Date;
  approved_by: number | null;
  approved_at: Date | null;
  signed_at: Date | null;
  sent_at: Date | null;
  confirmed_at: Date | null;
  refunded_at: Date | null;
  request_ledger_id: string;
  settle_ledger_id: string | null;
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/**
 * The player's view. A signed transaction may not have reached the network yet (the worker broadcasts after the
 * commit), so until it is sent the player sees the request as queued, without a hash.
 */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  const { state } = row;
  return {
    id: row.id,
    amount: microsToNumber(row.amount_micros),
    toAddress: row.to_address,
    state: state === 'signed' ? 'requested' : state,
    txHash: state === 'signed' ? null : row.tx_hash,
    reason: row.reason,
    requestedAt: new Date(row.requested_at).toISOString(),
    sentAt: iso(row.sent_at),
    confirmedAt: iso(row.confirmed_at),
    refundedAt: iso(row.refunded_at),
  };
}

export async function insertWithdrawal(
  tx: Queryable,
  w: { userId: number; amountMicros: bigint; toAddress: string; state: 'awaiting_approval' | 'requested'; at: Date; ledgerId: string },
): Promise<WithdrawalRow> {
  const { rows } = await tx.query<WithdrawalRow>(
    `INSERT INTO withdrawals (user_id, amount_micros, to_address, state, requested_at, request_ledger_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [w.userId, w.amountMicros.toString(), w.toAddress, w.state, w.at, w.ledgerId],
  );
  return rows[0];
}

export async function findWithdrawal(q: Queryable, id: number, { lock = false } = {}): Promise<WithdrawalRow | undefined> {
  const { rows } = await q.query<WithdrawalRow>(`SELECT * FROM withdrawals WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** Ids of the withdrawals in one state, oldest first. */
export async function withdrawalIdsIn(q: Queryable, state: StoredWithdrawalState, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM withdrawals WHERE state = $1 ORDER BY id LIMIT $2', [state, limit]);
  return rows.map((row) => row.id);
}

/** What the player has asked to withdraw since `since` (the start of the UTC day), refunded requests not counted. */
export async function withdrawnSince(q: Queryable, userId: number, since: Date): Promise<bigint> {
  const { rows } = await q.query<{ total: string | null }>(
    `SELECT sum(amount_micros)::text AS total FROM withdrawals WHERE user_id = $1 AND requested_at >= $2 AND state <> 'refunded'`,
    [userId, since],
  );
  return BigInt(rows[0].total ?? '0');
}

export async function listUserWithdrawals(q: Queryable, userId: number, window: PageWindow): Promise<{ rows: Withdrawal[]; count: number }> {
  const { rows, total } = await selectPage<WithdrawalRow>(
    q,
    { columns: '*', from: 'withdrawals WHERE user_id = $1', params: [userId], orderBy: 'id DESC' },
    window,
  );
  return { rows: rows.map(toWithdrawal), count: total };
}

/** The start of the UTC day `at` is in: daily limits reset at 00:00 UTC. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}
