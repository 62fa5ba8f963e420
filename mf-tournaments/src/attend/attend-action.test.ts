import { attendAction, buysEntry, isRegisteredFor, type AttendViewer } from './attend-action';
import type { ClockedTournament } from './clock-status';

const start = Date.parse('2030-01-01T12:00:00Z');
const minutes = (n: number) => start + n * 60_000;
// Late registration 15 minutes, 2 hours long.
const tournament: ClockedTournament = { startsAt: new Date(start).toISOString(), lateRegMin: 15, durationMinutes: 120, status: 'registering' };

const visitor: AttendViewer = { signedIn: false, registered: false, canReEnter: false };
const player: AttendViewer = { signedIn: true, registered: false, canReEnter: false };
const registeredPlayer: AttendViewer = { signedIn: true, registered: true, canReEnter: false };
// Eliminated, in a tournament that sells them another entry (the server's canReEnter).
const eliminatedPlayer: AttendViewer = { signedIn: true, registered: true, canReEnter: true };

describe('attendAction (SPEC §2 Attend button logic)', () => {
  it.each([
    ['before start', -60],
    ['in late registration', 5],
    ['running', 30],
    ['after the end', 121],
  ])('asks a visitor to log in %s', (_when, offset) => {
    expect(attendAction(tournament, minutes(offset), visitor)).toEqual({ label: 'Require Login', kind: 'login-required', disabled: true });
  });

  it('before start: a registered player sees a disabled "Registered"', () => {
    expect(attendAction(tournament, minutes(-1), registeredPlayer)).toEqual({ label: 'Registered', kind: 'registered', disabled: true });
  });

  it('before start: anyone else signed in may register ("Registering Now")', () => {
    expect(attendAction(tournament, minutes(-1), player)).toEqual({ label: 'Registering Now', kind: 'register', disabled: false });
  });

  it.each([0, 14.99, 15, 119.99])('%d minutes after start a registered player enters the lobby', (offset) => {
    expect(attendAction(tournament, minutes(offset), registeredPlayer)).toEqual({ label: 'Enter Lobby', kind: 'enter-lobby', disabled: false });
  });

  it.each([0, 14.99])('%d minutes after start, within late registration, anyone else gets "Bonus Register"', (offset) => {
    expect(attendAction(tournament, minutes(offset), player)).toEqual({ label: 'Bonus Register', kind: 'late-register', disabled: false });
  });

  it.each([15, 119.99])('%d minutes after start, past late registration, anyone else may view the rooms', (offset) => {
    expect(attendAction(tournament, minutes(offset), player)).toEqual({ label: 'View Rooms', kind: 'view-rooms', disabled: false });
  });

  it('after the end a registered player opens the results', () => {
    expect(attendAction(tournament, minutes(120), registeredPlayer)).toEqual({ label: 'Result', kind: 'results', disabled: false });
  });

  it('after the end anyone else sees a disabled "Finished"', () => {
    expect(attendAction(tournament, minutes(120), player)).toEqual({ label: 'Finished', kind: 'finished', disabled: true });
  });

  it('a tournament the server says is completed (one player holds every chip) is finished before its clock ends', () => {
    const won = { ...tournament, status: 'completed' as const };
    expect(attendAction(won, minutes(30), registeredPlayer)).toEqual({ label: 'Result', kind: 'results', disabled: false });
    expect(attendAction(won, minutes(30), player)).toEqual({ label: 'Finished', kind: 'finished', disabled: true });
  });

  it('follows the tournament own late registration and duration, not the defaults', () => {
    const short = { ...tournament, lateRegMin: 30, durationMinutes: 45 };
    expect(attendAction(short, minutes(20), player).kind).toBe('late-register');
    expect(attendAction(short, minutes(44), registeredPlayer).kind).toBe('enter-lobby');
    expect(attendAction(short, minutes(45), registeredPlayer).kind).toBe('results');
  });

  it.each([0, 14.99])('%d minutes after start, within late registration, an eliminated player may re-enter', (offset) => {
    expect(attendAction(tournament, minutes(offset), eliminatedPlayer)).toEqual({ label: 'Re-enter', kind: 're-enter', disabled: false });
  });

  it('offers no re-entry outside late registration: before the start it reads Registered, after it the lobby, then the result', () => {
    expect(attendAction(tournament, minutes(-1), eliminatedPlayer).kind).toBe('registered');
    expect(attendAction(tournament, minutes(15), eliminatedPlayer).kind).toBe('enter-lobby');
    expect(attendAction(tournament, minutes(120), eliminatedPlayer).kind).toBe('results');
    expect(attendAction({ ...tournament, status: 'completed' }, minutes(5), eliminatedPlayer).kind).toBe('results');
  });

  it('a freezeout player who is out (canReEnter false) still enters the lobby during late registration', () => {
    expect(attendAction(tournament, minutes(5), registeredPlayer)).toEqual({ label: 'Enter Lobby', kind: 'enter-lobby', disabled: false });
  });

  it('re-entry needs a registration and a session: the row flag alone offers nothing more', () => {
    expect(attendAction(tournament, minutes(5), { ...player, canReEnter: true }).kind).toBe('late-register');
    expect(attendAction(tournament, minutes(5), { ...visitor, canReEnter: true }).kind).toBe('login-required');
  });

  it.each([visitor, player, registeredPlayer, eliminatedPlayer])('a cancelled tournament reads a disabled "Cancelled" at any time (%o)', (viewer) => {
    const cancelled = { ...tournament, status: 'cancelled' as const };
    for (const offset of [-60, 5, 30, 200]) {
      expect(attendAction(cancelled, minutes(offset), viewer)).toEqual({ label: 'Cancelled', kind: 'cancelled', disabled: true });
    }
  });

  it('ignores a stale stored status: the clock decides', () => {
    expect(attendAction({ ...tournament, status: 'completed' }, minutes(-5), player).kind).toBe('register');
  });
});

describe('buysEntry', () => {
  it('is the kinds that buy an entry through the registration confirmation', () => {
    expect((['register', 'late-register', 're-enter'] as const).every(buysEntry)).toBe(true);
    expect((['registered', 'enter-lobby', 'view-rooms', 'results', 'finished', 'cancelled', 'login-required'] as const).some(buysEntry)).toBe(false);
  });
});

describe('isRegisteredFor', () => {
  it('counts the row flag or the session list', () => {
    expect(isRegisteredFor({ id: 3, isRegistered: true }, [])).toBe(true);
    expect(isRegisteredFor({ id: 3, isRegistered: false }, [1, 3])).toBe(true);
    expect(isRegisteredFor({ id: 3, isRegistered: false }, [1])).toBe(false);
    expect(isRegisteredFor({ id: 3, isRegistered: false }, undefined)).toBe(false);
  });
});
