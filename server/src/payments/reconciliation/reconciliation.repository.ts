import type { PaymentAlertKind, PaymentsReconciliationAlert, PaymentsReconciliationResponse } from 'shared-events/contracts';
import type { Queryable } from '../../db/database';
import { microsToNumber } from '../../money/micro-usdt';

/** The one writer of payment_reconciliations and payment_alerts (migration 028). */

export interface ReconciliationFigures {
  chainId: number;
  tokenContract: string;
  checkedAt: Date;
  blockNumber: bigint;
  depositsCredited: bigint;
  depositsCreditedCount: number;
  depositsSeen: bigint;
  depositsSeenCount: number;
  depositsSeenFrom: bigint;
  hotWalletOnChain: bigint;
  hotWalletInBooks: bigint;
  depositAddressesOnChain: bigint;
  ok: boolean;
}

/** Where the deposits seen on chain were counted up to: the latest run of this token at or below `block`. */
export async function previousCount(
  db: Queryable,
  chainId: number,
  tokenContract: string,
  block: bigint,
): Promise<{ blockNumber: bigint; seen: bigint; seenCount: number; seenFrom: bigint } | undefined> {
  const { rows } = await db.query<{ block_number: string; deposits_seen: string; deposits_seen_count: number; deposits_seen_from: string }>(
    `SELECT block_number::text AS block_number, deposits_seen::text AS deposits_seen, deposits_seen_count, deposits_seen_from::text AS deposits_seen_from
     FROM payment_reconciliations WHERE chain_id = $1 AND token_contract = $2 AND block_number <= $3
     ORDER BY block_number DESC, id DESC LIMIT 1`,
    [chainId, tokenContract, block.toString()],
  );
  const row = rows[0];
  return (
    row && {
      blockNumber: BigInt(row.block_number),
      seen: BigInt(row.deposits_seen),
      seenCount: row.deposits_seen_count,
      seenFrom: BigInt(row.deposits_seen_from),
    }
  );
}

/** The first block the deposits seen are counted from: PAYMENTS_START_BLOCK, or the first block with a recorded transfer. */
export async function firstDepositBlock(db: Queryable, chainId: number): Promise<bigint | undefined> {
  const { rows } = await db.query<{ first: string | null }>('SELECT min(block_number)::text AS first FROM chain_deposits WHERE chain_id = $1', [
    chainId,
  ]);
  return rows[0].first === null ? undefined : BigInt(rows[0].first);
}

/** Records a run; answers whether a run at a higher block was recorded before it (then its verdict is stale). */
export async function insertReconciliation(tx: Queryable, run: ReconciliationFigures): Promise<{ superseded: boolean }> {
  const { rows } = await tx.query<{ newer: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM payment_reconciliations WHERE chain_id = $1 AND block_number > $2) AS newer`,
    [run.chainId, run.blockNumber.toString()],
  );
  await tx.query(
    `INSERT INTO payment_reconciliations (chain_id, token_contract, checked_at, block_number, deposits_credited, deposits_credited_count,
       deposits_seen, deposits_seen_count, deposits_seen_from, hot_wallet_on_chain, hot_wallet_in_books, deposit_addresses_on_chain, ok)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      run.chainId,
      run.tokenContract,
      run.checkedAt,
      run.blockNumber.toString(),
      run.depositsCredited.toString(),
      run.depositsCreditedCount,
      run.depositsSeen.toString(),
      run.depositsSeenCount,
      run.depositsSeenFrom.toString(),
      run.hotWalletOnChain.toString(),
      run.hotWalletInBooks.toString(),
      run.depositAddressesOnChain.toString(),
      run.ok,
    ],
  );
  return { superseded: rows[0].newer };
}

/** Opens an alert of this kind, or brings the open one's message and difference up to date. Answers its id. */
export async function raiseAlert(tx: Queryable, kind: PaymentAlertKind, message: string, differenceMicros: bigint, at: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO payment_alerts (kind, message, difference_micros, raised_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (kind) WHERE resolved_at IS NULL
     DO UPDATE SET message = EXCLUDED.message, difference_micros = EXCLUDED.difference_micros, updated_at = EXCLUDED.updated_at
     RETURNING id`,
    [kind, message, differenceMicros.toString(), at],
  );
  return rows[0].id;
}

/** The books balance again on these points: their open alerts close (resolved_by null: by the reconciliation itself). */
export async function resolveAlerts(tx: Queryable, kinds: PaymentAlertKind[], at: Date): Promise<void> {
  if (kinds.length === 0) return;
  await tx.query('UPDATE payment_alerts SET resolved_at = $2, updated_at = $2 WHERE kind = ANY($1::text[]) AND resolved_at IS NULL', [kinds, at]);
}

/** How many resolved alerts the report lists after the open ones. */
const RESOLVED_SHOWN = 20;

/** The last run of this chain and the alerts: the open ones, then the latest resolved. */
export async function reconciliationReport(db: Queryable, chainId: number): Promise<PaymentsReconciliationResponse> {
  const last = await db.query<{
    checked_at: Date;
    block_number: string;
    deposits_credited: string;
    deposits_seen: string;
    hot_wallet_on_chain: string;
    hot_wallet_in_books: string;
  }>(
    `SELECT checked_at, block_number::text AS block_number, deposits_credited::text AS deposits_credited, deposits_seen::text AS deposits_seen,
       hot_wallet_on_chain::text AS hot_wallet_on_chain, hot_wallet_in_books::text AS hot_wallet_in_books
     FROM payment_reconciliations WHERE chain_id = $1 ORDER BY id DESC LIMIT 1`,
    [chainId],
  );
  const alerts = await db.query<{ id: number; kind: string; message: string; difference: string; raised_at: Date; resolved_at: Date | null }>(
    `(SELECT id, kind, message, difference_micros::text AS difference, raised_at, resolved_at FROM payment_alerts WHERE resolved_at IS NULL)
     UNION ALL
     (SELECT id, kind, message, difference_micros::text, raised_at, resolved_at FROM payment_alerts WHERE resolved_at IS NOT NULL
      ORDER BY resolved_at DESC, id DESC LIMIT ${RESOLVED_SHOWN})`,
  );
  const run = last.rows[0];
  return {
    checkedAt: run ? new Date(run.checked_at).toISOString() : null,
    blockNumber: run ? Number(run.block_number) : null,
    depositsCredited: microsToNumber(run?.deposits_credited ?? '0'),
    depositsSeen: microsToNumber(run?.deposits_seen ?? '0'),
    hotWalletOnChain: microsToNumber(run?.hot_wallet_on_chain ?? '0'),
    hotWalletInBooks: microsToNumber(run?.hot_wallet_in_books ?? '0'),
    alerts: alerts.rows.map((row): PaymentsReconciliationAlert => ({
      id: row.id,
      kind: row.kind,
      message: row.message,
      difference: microsToNumber(row.difference),
      raisedAt: new Date(row.raised_at).toISOString(),
      resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
    })),
  };
}

/** The admins, who are told of a new alert. */
export async function adminIds(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM users WHERE role = 'admin' ORDER BY id`);
  return rows.map((row) => row.id);
}
