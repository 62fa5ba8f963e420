import type { AdminAuditAction } from 'shared-events/contracts';

/** How the log names each admin write. */
export const AUDIT_ACTION_LABELS: Record<AdminAuditAction, string> = {
  'tournament.create': 'Tournament created',
  'tournament.update': 'Tournament edited',
  'tournament.cancel': 'Tournament cancelled',
  'tournament.delete': 'Tournament deleted',
  'tournament.results': 'Results recorded',
  'schedule.create': 'Schedule created',
  'schedule.deactivate': 'Schedule deleted',
  'schedule.pause': 'Schedule paused',
  'schedule.resume': 'Schedule resumed',
  'tournament.movePlayer': 'Player moved',
  'tournament.pause': 'Tournament paused',
  'tournament.resume': 'Tournament resumed',
  'user.verifyEmail': 'E-mail verified',
  'player.suspend': 'Player suspended',
  'player.reinstate': 'Player reinstated',
  'banner.upload': 'Banner uploaded',
  'withdrawal.approve': 'Withdrawal approved',
  'withdrawal.reject': 'Withdrawal rejected',
  'tournament.startMonitoring': 'Room monitoring started',
  'tournament.stopMonitoring': 'Room monitoring stopped',
  'payments.recordFunding': 'Hot wallet funding recorded',
};

/** An action's name in the log (one the server knows and this build does not: as sent). */
export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action as AdminAuditAction] ?? action;
