import {
  TOURNAMENT_REMINDER_NOTIFICATION_TYPE,
  type NotificationPayload,
  type TournamentEventPayload,
  type TournamentRegistrationUpdatePayload,
  type TournamentReminderPayload,
  type TournamentStatus,
  type TournamentStatusUpdatePayload,
} from 'shared-events';
import type { DedupIdentity } from './notification-dedup';

/** A live event as a toast: the text and what makes it the same as another (user added by the caller). */
export interface LiveToast {
  message: string;
  identity: Omit<DedupIdentity, 'userId'>;
}

const STATUS_TYPE = 'tournament_status';

/** A stored notification pushed live. One without a tournament is only "the same" as itself (by id). */
export function notificationToast(payload: NotificationPayload): LiveToast {
  const tournamentId = typeof payload.data?.tournamentId === 'number' ? payload.data.tournamentId : undefined;
  const reminderType = typeof payload.data?.reminderType === 'string' ? payload.data.reminderType : undefined;
  return {
    message: payload.body || payload.title,
    identity: tournamentId === undefined ? { type: `${payload.type}#${payload.id}` } : { type: payload.type, tournamentId, reminderType },
  };
}

/** tournament:notification and tournament:reminder: the same reminder as its stored notification, shown once. */
export function reminderToast(payload: TournamentReminderPayload): LiveToast {
  return {
    message: payload.message,
    identity: { type: TOURNAMENT_REMINDER_NOTIFICATION_TYPE, tournamentId: payload.tournamentId, reminderType: payload.type },
  };
}

const STATUS_MESSAGES: Record<TournamentStatus, (name: string) => string> = {
  registering: (name) => `${name} is open for registration.`,
  'late reg': (name) => `${name} has started. Late registration is open.`,
  running: (name) => `${name} is now running.`,
  completed: (name) => `${name} has finished.`,
  cancelled: (name) => `${name} was cancelled.`,
};

/** tournament:statusUpdate, tournament:started and tournament:ended: one change of status, one toast. */
export function statusToast(payload: TournamentStatusUpdatePayload): LiveToast | undefined {
  const message = STATUS_MESSAGES[payload.status];
  if (!message || !payload.name) return undefined;
  return { message: message(payload.name), identity: { type: STATUS_TYPE, tournamentId: payload.tournamentId, reminderType: payload.status } };
}

export function createdToast(payload: TournamentEventPayload): LiveToast | undefined {
  if (typeof payload.name !== 'string') return undefined;
  return { message: `New tournament: ${payload.name}.`, identity: { type: 'tournament_created', tournamentId: payload.tournamentId } };
}

/** Players count changes of a tournament the user joined; once an hour per tournament (anyone's seat triggers it). */
export function registrationToast(payload: TournamentRegistrationUpdatePayload, joined: readonly number[]): LiveToast | undefined {
  if (!joined.includes(payload.tournamentId)) return undefined;
  return {
    message: `A tournament you joined now has ${payload.players} / ${payload.maxPlayers} players.`,
    identity: { type: 'tournament_registration', tournamentId: payload.tournamentId },
  };
}
