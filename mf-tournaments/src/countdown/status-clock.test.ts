import { act, renderHook } from '@testing-library/react';
import { computeTournamentStatus } from 'shared-events/contracts';
import { timesOf, type ClockedTournament } from '../attend/clock-status';
import { nextStatusChange, statusMoment, useStatusClock } from './status-clock';

const start = Date.parse('2030-01-01T12:00:00Z');
const MINUTE = 60_000;
const at = (offsetMinutes: number): ClockedTournament => ({
  startsAt: new Date(start + offsetMinutes * MINUTE).toISOString(),
  lateRegMin: 15,
  durationMinutes: 120,
  status: 'registering',
});
const statuses = (list: ClockedTournament[], now: number) => list.map((tournament) => computeTournamentStatus(timesOf(tournament), now));

describe('nextStatusChange', () => {
  it('is the nearest start, late registration end or end still to come', () => {
    expect(nextStatusChange([at(30), at(10)], start)).toBe(start + 10 * MINUTE);
    expect(nextStatusChange([at(-5)], start)).toBe(start + 10 * MINUTE);
    expect(nextStatusChange([at(-30)], start)).toBe(start + 90 * MINUTE);
  });

  it('is undefined when every tournament has ended or was cancelled', () => {
    expect(nextStatusChange([at(-200), { ...at(30), status: 'cancelled' }], start)).toBeUndefined();
    expect(nextStatusChange([], start)).toBeUndefined();
  });
});

describe('statusMoment', () => {
  const list = [at(-30), at(-5), at(10), at(3000), at(-500)];

  it.each([-1000, -31, -30, 0, 9.99, 10, 200, 5000])('gives every tournament the status it has %d minutes from the start', (offset) => {
    const now = start + offset * MINUTE;
    expect(statuses(list, statusMoment(list, now))).toEqual(statuses(list, now));
  });

  it('stays the same between two status changes', () => {
    expect(statusMoment(list, start + 11 * MINUTE)).toBe(statusMoment(list, start + 24 * MINUTE));
    expect(statusMoment(list, start + 24 * MINUTE)).not.toBe(statusMoment(list, start + 25 * MINUTE));
  });
});

describe('useStatusClock', () => {
  it('moves at each status change, and not before', () => {
    jest.useFakeTimers({ now: start });
    const tournaments = [at(1)];
    const { result } = renderHook(() => useStatusClock(tournaments));
    const first = result.current;
    expect(statuses(tournaments, first)).toEqual(['registering']);
    act(() => jest.advanceTimersByTime(MINUTE - 1));
    expect(result.current).toBe(first);
    act(() => jest.advanceTimersByTime(1));
    expect(statuses(tournaments, result.current)).toEqual(['late reg']);
    act(() => jest.advanceTimersByTime(15 * MINUTE));
    expect(statuses(tournaments, result.current)).toEqual(['running']);
  });

  it('reads the time again when new data arrives', () => {
    jest.useFakeTimers({ now: start });
    const { result, rerender } = renderHook(({ list }) => useStatusClock(list), { initialProps: { list: [at(-500)] } });
    act(() => jest.advanceTimersByTime(5 * MINUTE));
    const later = [at(-500), at(-2)];
    rerender({ list: later });
    expect(statuses(later, result.current)).toEqual(['completed', 'late reg']);
  });
});
