import type { AdminWithdrawal } from 'shared-events/contracts';
import type { ChangeHook, Database, Queryable } from '../../db/database';
import { errors } from '../../errors';
import type { Realtime } from '../../realtime/realtime';
import { findAdminWithdrawal } from './admin-withdrawals.repository';
import { announceWithdrawal, refundWithdrawal } from './withdrawal-settlement';
import { findWithdrawal, type WithdrawalRow } from './withdrawals.repository';

export interface ApprovalServices {
  db: Database;
  realtime: Pick<Realtime, 'toUser'>;
}

/** The withdrawal under its lock, refused unless it waits for approval: 404 when there is none, 409 when decided. */
async function awaitingApproval(tx: Queryable, id: number): Promise<WithdrawalRow> {
  const row = await findWithdrawal(tx, id, { lock: true });
  if (!row) throw errors.withdrawalNotFound();
  if (row.state !== 'awaiting_approval') throw errors.withdrawalNotAwaitingApproval();
  return row;
}

/** An operator lets a withdrawal above the threshold go: it joins the signing worker's queue. Audited in its transaction. */
export async function approveWithdrawal(
  { db, realtime }: ApprovalServices,
  request: { id: number; adminId: number; at: Date },
  onApproved?: ChangeHook<AdminWithdrawal>,
): Promise<AdminWithdrawal> {
  const { row, after } = await db.transaction(async (tx) => {
    await awaitingApproval(tx, request.id);
    const before = (await findAdminWithdrawal(tx, request.id))!;
    const { rows } = await tx.query<WithdrawalRow>(
      `UPDATE withdrawals SET state = 'requested', approved_by = $2, approved_at = $3 WHERE id = $1 RETURNING *`,
      [request.id, request.adminId, request.at],
    );
    const approved = (await findAdminWithdrawal(tx, request.id))!;
    await onApproved?.(tx, before, approved);
    return { row: rows[0], after: approved };
  });
  announceWithdrawal(realtime, { row });
  return after;
}

/**
 * An operator refuses a withdrawal waiting for approval: the amount goes back to the wallet in the same transaction
 * (ledger kind 'withdrawal_refund') and the player sees the reason. Audited in its transaction.
 */
export async function rejectWithdrawal(
  { db, realtime }: ApprovalServices,
  request: { id: number; reason: string; at: Date },
  onRejected?: ChangeHook<AdminWithdrawal>,
): Promise<AdminWithdrawal> {
  const { change, after } = await db.transaction(async (tx) => {
    const before = await findAdminWithdrawal(tx, request.id);
    if (!before) throw errors.withdrawalNotFound();
    const refunded = await refundWithdrawal(tx, request.id, ['awaiting_approval'], `Rejected by the operator: ${request.reason}`, request.at);
    if (!refunded) throw errors.withdrawalNotAwaitingApproval();
    const rejected = (await findAdminWithdrawal(tx, request.id))!;
    await onRejected?.(tx, before, rejected);
    return { change: refunded, after: rejected };
  });
  announceWithdrawal(realtime, change);
  return after;
}
