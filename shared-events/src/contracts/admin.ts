/** The operator's back office (issue #26): the audit log of admin writes. Types only. */

/** What an admin write did: one audit entry each. */
export type AdminAuditAction =
  | 'tournament.create'
  | 'tournament.update'
  | 'tournament.cancel'
  | 'tournament.delete'
  | 'tournament.results'
  | 'schedule.create'
  | 'schedule.deactivate'
  | 'user.verifyEmail';

export type AdminAuditTargetType = 'tournament' | 'schedule' | 'user';

/** One admin write, recorded in the transaction of the change (append-only). */
export interface AdminAuditEntry {
  id: number;
  at: string;
  actor: { id: number; username: string };
  /** An AdminAuditAction. */
  action: string;
  /** An AdminAuditTargetType. */
  targetType: string;
  targetId: string | null;
  /** The target as the API showed it before the change (null when it was created), and after. */
  before: unknown;
  after: unknown;
  /** The client's address as the server saw it (the TCP peer: no proxy header is trusted). */
  ip: string | null;
}

/** GET /api/admin/audit?action=&actorId=&targetType=&targetId=&page=&pageSize=: newest first. */
export interface AdminAuditPage {
  entries: AdminAuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}
