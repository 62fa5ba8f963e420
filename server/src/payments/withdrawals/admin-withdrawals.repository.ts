import type { AdminWithdrawal, AdminWithdrawalState } from 'shared-events/contracts';
import type { Queryable } from '../../db/database';
import { selectPage, type PageWindow } from '../../db/select-page';
import { OPEN_WITHDRAWAL_STATES } from '../../wallet/ledger';
import { toWithdrawal, type WithdrawalRow } from './withdrawals.repository';

type AdminRow = WithdrawalRow & { username: string; approver_username: string | null };

const COLUMNS = 'w.*, u.username, a.username AS approver_username';
const FROM = 'withdrawals w JOIN users u ON u.id = w.user_id LEFT JOIN users a ON a.id = w.approved_by';

/** The operator sees the stored state ('signed' included) and the hash as soon as it is signed. */
function toAdminWithdrawal(row: AdminRow): AdminWithdrawal {
  return {
    ...toWithdrawal(row),
    state: row.state,
    txHash: row.tx_hash,
    player: { id: row.user_id, username: row.username },
    nonce: row.nonce === null ? null : Number(row.nonce),
    approvedBy: row.approved_by === null ? null : { id: row.approved_by, username: row.approver_username! },
    approvedAt: row.approved_at ? new Date(row.approved_at).toISOString() : null,
  };
}

export async function findAdminWithdrawal(q: Queryable, id: number): Promise<AdminWithdrawal | undefined> {
  const { rows } = await q.query<AdminRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE w.id = $1`, [id]);
  return rows[0] && toAdminWithdrawal(rows[0]);
}

/** One page, of one state or all: the open states oldest first (the queue an operator works through), the rest newest first. */
export async function listAdminWithdrawals(
  q: Queryable,
  state: AdminWithdrawalState | undefined,
  window: PageWindow,
): Promise<{ withdrawals: AdminWithdrawal[]; total: number }> {
  const open = state !== undefined && (OPEN_WITHDRAWAL_STATES as readonly string[]).includes(state);
  const { rows, total } = await selectPage<AdminRow>(
    q,
    { columns: COLUMNS, from: `${FROM}${state ? ' WHERE w.state = $1' : ''}`, params: state ? [state] : [], orderBy: open ? 'w.id' : 'w.id DESC' },
    window,
  );
  return { withdrawals: rows.map(toAdminWithdrawal), total };
}
