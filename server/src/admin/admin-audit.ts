import type { AdminAuditAction, AdminAuditEntry, AdminAuditTargetType } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

/** A Record, so that a new action or target type of the contracts cannot be left out of the list's filters. */
const ACTIONS: Record<AdminAuditAction, true> = {
  'tournament.create': true,
  'tournament.update': true,
  'tournament.cancel': true,
  'tournament.delete': true,
  'tournament.results': true,
  'schedule.create': true,
  'schedule.deactivate': true,
  'schedule.pause': true,
  'schedule.resume': true,
  'tournament.movePlayer': true,
  'tournament.pause': true,
  'tournament.resume': true,
  'user.verifyEmail': true,
  'player.suspend': true,
  'player.reinstate': true,
  'banner.upload': true,
  'withdrawal.approve': true,
  'withdrawal.reject': true,
  'tournament.startMonitoring': true,
  'tournament.stopMonitoring': true,
  'payments.recordFunding': true,
};
const TARGET_TYPES: Record<AdminAuditTargetType, true> = {
  tournament: true,
  schedule: true,
  user: true,
  player: true,
  banner: true,
  withdrawal: true,
  funding: true,
};
export const AUDIT_ACTIONS = Object.keys(ACTIONS) as AdminAuditAction[];
export const AUDIT_TARGET_TYPES = Object.keys(TARGET_TYPES) as AdminAuditTargetType[];

export interface AuditFilter {
  action?: AdminAuditAction;
  actorId?: number;
  targetType?: AdminAuditTargetType;
  targetId?: string;
}

interface AuditRow {
  id: number;
  at: Date;
  actor_id: number;
  username: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

/** One page of the audit log, newest first (in the order the rows were written). */
export async function listAdminAudit(q: Queryable, filter: AuditFilter, window: PageWindow): Promise<{ entries: AdminAuditEntry[]; total: number }> {
  const params: unknown[] = [];
  const columns = { action: filter.action, actor_id: filter.actorId, target_type: filter.targetType, target_id: filter.targetId };
  const where = Object.entries(columns)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => `a.${column} = $${params.push(value)}`);
  const { rows, total } = await selectPage<AuditRow>(
    q,
    {
      columns: 'a.*, u.username',
      from: `admin_audit a JOIN users u ON u.id = a.actor_id${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
      params,
      orderBy: 'a.id DESC',
    },
    window,
  );
  const entries = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actor_id, username: row.username },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before,
    after: row.after,
    ip: row.ip,
  }));
  return { entries, total };
}
