import type { Tournament } from 'shared-events/contracts';
import { clockStatus, type ClockedTournament } from './clock-status';

/** What pressing the Attend button does. */
export type AttendKind =
  'login-required' | 'registered' | 'register' | 'late-register' | 're-enter' | 'enter-lobby' | 'view-rooms' | 'results' | 'finished' | 'cancelled';

export interface AttendAction {
  label: string;
  kind: AttendKind;
  disabled: boolean;
}

export interface AttendViewer {
  signedIn: boolean;
  registered: boolean;
  /** Every entry of theirs is out and the tournament sells another (the server's canReEnter). */
  canReEnter: boolean;
}

/** The kinds that buy an entry through the registration confirmation. */
export const buysEntry = (kind: AttendKind): boolean => kind === 'register' || kind === 'late-register' || kind === 're-enter';

const action = (label: string, kind: AttendKind, disabled = false): AttendAction => ({ label, kind, disabled });

/**
 * The Attend button of a tournament row (SPEC §2 "Attend button logic"), from the clock status at `now`.
 * A cancelled tournament reads "Cancelled" whoever looks: logging in would not make it attendable. An eliminated
 * player may buy a new entry while late registration is open, if the tournament sells one (issue #23: "Re-enter").
 */
export function attendAction(tournament: ClockedTournament, now: Date | number, { signedIn, registered, canReEnter }: AttendViewer): AttendAction {
  const status = clockStatus(tournament, now);
  if (status === 'cancelled') return action('Cancelled', 'cancelled', true);
  if (!signedIn) return action('Require Login', 'login-required', true);
  switch (status) {
    case 'registering':
      return registered ? action('Registered', 'registered', true) : action('Registering Now', 'register');
    case 'late reg':
      if (!registered) return action('Bonus Register', 'late-register');
      return canReEnter ? action('Re-enter', 're-enter') : action('Enter Lobby', 'enter-lobby');
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
