import { computeDynamicStatus, computeTournamentStatus, isLobbyOpen, tournamentClock } from './tournament-clock';

const start = Date.parse('2030-01-01T12:00:00Z');
const minutes = (n: number) => start + n * 60_000;

describe('computeTournamentStatus', () => {
  it.each([
    [-1, 'registering', 'registering'],
    [0, 'late reg', 'running'],
    [14.99, 'late reg', 'running'],
    [15, 'running', 'running'],
    [119.99, 'running', 'running'],
    [120, 'completed', 'finished'],
  ])('%d minutes after start with the defaults → %s / %s', (offset, status, dynamic) => {
    expect(computeTournamentStatus({ startsAt: start }, minutes(offset))).toBe(status);
    expect(computeDynamicStatus({ startsAt: start }, minutes(offset))).toBe(dynamic);
  });

  it('uses the tournament own late registration and duration', () => {
    const times = { startsAt: start, lateRegMinutes: 30, durationMinutes: 45 };
    expect(computeTournamentStatus(times, minutes(29))).toBe('late reg');
    expect(computeTournamentStatus(times, minutes(30))).toBe('running');
    expect(computeTournamentStatus(times, minutes(45))).toBe('completed');
  });

  it('a cancelled tournament stays cancelled whatever the clock says', () => {
    expect(computeTournamentStatus({ startsAt: start, cancelled: true }, minutes(-10))).toBe('cancelled');
  });

  it('opens the lobby only between start and end', () => {
    expect(isLobbyOpen({ startsAt: start }, minutes(-1))).toBe(false);
    expect(isLobbyOpen({ startsAt: start }, minutes(0))).toBe(true);
    expect(isLobbyOpen({ startsAt: start }, minutes(60))).toBe(true);
    expect(isLobbyOpen({ startsAt: start }, minutes(120))).toBe(false);
    expect(isLobbyOpen({ startsAt: start, cancelled: true }, minutes(60))).toBe(false);
  });
});

describe("an operator's pauses (issue #26)", () => {
  it('keep late registration and the end on the clock: they wait while paused and move on by the time paused', () => {
    // Paused 10 minutes in, for 50 minutes so far; an earlier pause lasted 2 minutes.
    const paused = { startsAt: start, lateRegMinutes: 15, durationMinutes: 120, pausedAt: minutes(10), pausedMs: 2 * 60_000 };
    expect(computeTournamentStatus(paused, minutes(60))).toBe('late reg');
    expect(tournamentClock(paused, minutes(60))).toEqual({ startsAt: start, lateRegEndsAt: minutes(60 + 7), endsAt: minutes(60 + 112) });
    // Resumed at minute 60: the 7 minutes of late registration it had left (15 less the 8 played) run from there.
    const resumed = { ...paused, pausedAt: null, pausedMs: 52 * 60_000 };
    expect(computeTournamentStatus(resumed, minutes(66.99))).toBe('late reg');
    expect(computeTournamentStatus(resumed, minutes(67))).toBe('running');
    expect(computeTournamentStatus(resumed, minutes(171.99))).toBe('running');
    expect(computeTournamentStatus(resumed, minutes(172))).toBe('completed');
  });
});
