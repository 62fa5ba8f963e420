import type { Tournament } from 'shared-events/contracts';
import { clockStatus, type ClockedTournament } from './clock-status';

/** What pressing the Attend button does. */
export type AttendKind =
  'login-required' | 'registered' | 'register' | 'late-register' | 'enter-lobby' | 'view-rooms' | 'results' | 'finished' | 'cancelled';

export interface AttendAction {
  label: string;
  kind: AttendKind;
  disabled: boolean;
}

export interface AttendViewer {
  signedIn: boolean;
  registered: boolean;
}

const action = (label: string, kind: AttendKind, disabled = false): AttendAction => ({ label, kind, disabled });

/**
 * The Attend button of a tournament row (SPEC §2 "Attend button logic"), from the clock status at `now`.
 * A cancelled tournament reads "Cancelled" whoever looks: logging in would not make it attendable.
 */
export function attendAction(tournament: ClockedTournament, now: Date | number, { signedIn, registered }: AttendViewer): AttendAction {
  const status = clockStatus(tournament, now);
  if (status === 'cancelled') return action('Cancelled', 'cancelled', true);
  if (!signedIn) return action('Require Login', 'login-required', true);
  switch (status) {
    case 'registering':
      return registered ? action('Registered', 'registered', true) : action('Registering Now', 'register');
    case 'late reg':
      return registered ? action('Enter Lobby', 'enter-lobby') : action('Bonus Register', 'late-register');
    case 'running':
      return registered ? action('Enter Lobby', 'enter-lobby') : action('View Rooms', 'view-rooms');
    case 'completed':
      return registered ? action('Result', 'results') : action('Finished', 'finished', true);
  }
}

/** Registered: the row says so (a signed-in read) or the session does (updated at once by register/unregister). */
export function isRegisteredFor(
  tournament: Pick<Tournament, 'id' | 'isRegistered'>,
  registeredTournamentIds: readonly number[] | undefined,
): boolean {
  return tournament.isRegistered || (registeredTournamentIds ?? []).includes(tournament.id);
}
