import type { Hex } from 'viem';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Realtime } from '../../realtime/realtime';
import type { EvmChain } from '../evm/chain';
import { signNextWithdrawal, type SigningChain } from './withdrawal-signer';
import { announceWithdrawal, FAILED_ON_CHAIN, refundWithdrawal, settleConfirmed, type WithdrawalChange } from './withdrawal-settlement';
import { findWithdrawal, withdrawalIdsIn, type WithdrawalRow } from './withdrawals.repository';

export type WorkerChain = SigningChain & { config: Pick<EvmChain['config'], 'confirmations'> };

export interface WithdrawalWorkerServices {
  db: Database;
  realtime: Pick<Realtime, 'toUser'>;
  now: Clock;
  chain: WorkerChain;
}

/** How many withdrawals one pass signs at most, so one pass stays short and the next one picks up the rest. */
const SIGNED_PER_PASS = 50;

/**
 * Sends a committed transaction's exact bytes. A node that already has it (in its pool or mined: "already known",
 * "nonce too low") refuses it again, so a refusal is checked against the node: if it knows the hash, the
 * transaction is on its way. False when the node knows nothing of it (it stays 'signed' and is sent again next pass).
 */
async function broadcast(chain: WorkerChain, row: WithdrawalRow): Promise<boolean> {
  const hash = row.tx_hash as Hex;
  try {
    await chain.publicClient.sendRawTransaction({ serializedTransaction: row.raw_tx as Hex });
    return true;
  } catch {
    const known = await chain.publicClient.getTransaction({ hash }).catch(() => undefined);
    return known !== undefined;
  }
}

/** Broadcasts a signed withdrawal and marks it sent (once, whoever else does the same). Undefined: not sent yet. */
export async function sendSignedWithdrawal(services: WithdrawalWorkerServices, row: WithdrawalRow): Promise<WithdrawalRow | undefined> {
  if (!(await broadcast(services.chain, row))) return undefined;
  const { rows } = await services.db.query<WithdrawalRow>(
    `UPDATE withdrawals SET state = 'sent', sent_at = $2 WHERE id = $1 AND state = 'signed' RETURNING *`,
    [row.id, services.now()],
  );
  if (rows[0]) announceWithdrawal(services.realtime, { row: rows[0] });
  return rows[0];
}

/**
 * A sent withdrawal whose receipt has its confirmations is settled: out of the books for good when it succeeded,
 * back to the wallet when it reverted. One without a receipt (dropped from a node's pool, or its block reorganised
 * away) is broadcast again, the same bytes, so it cannot be replaced by another transaction of ours.
 */
async function settleSent(services: WithdrawalWorkerServices, id: number, head: bigint): Promise<WithdrawalChange | undefined> {
  const { db, chain } = services;
  const row = await findWithdrawal(db, id);
  if (row?.state !== 'sent') return undefined;
  const receipt = await chain.publicClient.getTransactionReceipt({ hash: row.tx_hash as Hex }).catch(() => undefined);
  if (!receipt) {
    await broadcast(chain, row);
    return undefined;
  }
  if (head - receipt.blockNumber + 1n < BigInt(chain.config.confirmations)) return undefined;
  const at = services.now();
  return db.transaction((tx) =>
    receipt.status === 'success' ? settleConfirmed(tx, id, at) : refundWithdrawal(tx, id, ['sent'], FAILED_ON_CHAIN, at),
  );
}

/**
 * One pass of the signing worker: first the withdrawals signed but not known sent (a crash between the commit of the
 * signature and the broadcast: the same transaction goes out now), then the queued ones, each signed and committed
 * before it is broadcast, then the receipts of those sent. Every step is conditional on the row's state, so two passes
 * at once (two processes) change nothing twice. Throws after the pass when some broadcast failed, so the scheduler
 * logs it; those rows stay 'signed' and go out on a later pass.
 */
export async function runWithdrawalPass(services: WithdrawalWorkerServices): Promise<void> {
  const { db, chain } = services;
  const unsent: number[] = [];
  const send = async (row: WithdrawalRow) => {
    if (!(await sendSignedWithdrawal(services, row))) unsent.push(row.id);
  };
  for (const id of await withdrawalIdsIn(db, 'signed', SIGNED_PER_PASS)) {
    const row = await findWithdrawal(db, id);
    if (row?.state === 'signed') await send(row);
  }
  for (let signed = 0; signed < SIGNED_PER_PASS; signed += 1) {
    const row = await signNextWithdrawal(db, chain, services.now());
    if (!row) break;
    await send(row);
  }
  // Not viem's cached head (it keeps one for seconds): confirmations are counted against the chain as it is now.
  const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
  for (const id of await withdrawalIdsIn(db, 'sent', SIGNED_PER_PASS)) {
    const change = await settleSent(services, id, head);
    if (change) announceWithdrawal(services.realtime, change);
  }
  if (unsent.length > 0) throw new Error(`withdrawals ${unsent.join(', ')} are signed but the node did not take them; sent again next pass`);
}
