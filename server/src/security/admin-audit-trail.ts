import type { FastifyRequest } from 'fastify';
import type { AdminAuditAction, AdminAuditTargetType } from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { ChangeHook } from '../db/database';

/** What one admin write changed: its target, as the API shows it before (null: created) and after. */
export interface AuditedChange {
  targetType: AdminAuditTargetType;
  targetId: number | string | null;
  before: unknown;
  after: unknown;
}

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * The audit trail of an admin request's change (the admin_audit table, migration 19; listed by admin/admin-audit.ts).
 * Here, below every domain, so that each domain whose routes take admin writes (rooms' monitoring, the back office)
 * records them the one way. Given to the domain function that makes the change, it appends one
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
