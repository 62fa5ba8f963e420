import type { FastifyRequest } from 'fastify';
import type { AdminAuditAction, AdminAuditEntry, AdminAuditTargetType } from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { ChangeHook, Queryable } from '../db/database';
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
};
const TARGET_TYPES: Record<AdminAuditTargetType, true> = { tournament: true, schedule: true, user: true, player: true, banner: true };
export const AUDIT_ACTIONS = Object.keys(ACTIONS) as AdminAuditAction[];
export const AUDIT_TARGET_TYPES = Object.keys(TARGET_TYPES) as AdminAuditTargetType[];

/** What one admin write changed: its target, as the API shows it before (null: created) and after. */
export interface AuditedChange {
  targetType: AdminAuditTargetType;
  targetId: number | string | null;
  before: unknown;
  after: unknown;
}

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * The audit trail of an admin request's change. Given to the domain function that makes the change, it appends one
 * row in that change's transaction (a refused change leaves none, a change never lacks its row), with the admin, the
 * client's address as the server sees it (`request.ip`, the TCP peer: no proxy header is trusted) and `describe`'s
 * view of the target before and after.
 */
export function audited<Before, After>(
  request: Pick<FastifyRequest, 'user' | 'ip'>,
  now: Clock,
  action: AdminAuditAction,
  describe: (before: Before, after: After, at: Date) => AuditedChange,
): ChangeHook<Before, After> {
  return async (tx, before, after) => {
    const at = now();
    const change = describe(before, after, at);
    await tx.query(
      `INSERT INTO admin_audit (at, actor_id, action, target_type, target_id, before, after, ip)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
      [
        at,
        request.user!.id,
        action,
        change.targetType,
        change.targetId === null ? null : String(change.targetId),
        jsonOrNull(change.before),
        jsonOrNull(change.after),
        request.ip || null,
      ],
    );
  };
}

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
