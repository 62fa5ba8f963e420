import { act, renderHook } from '@testing-library/react';
import type { TableView } from 'shared-events/contracts';
import { chipMoves, CHIP_SLIDE_MS } from './chip-moves';
import { revealDurationMs, showdownOrder, showdownStage, useShowdownStage, winningCards } from './showdown';
import { tableHand, tableSeat, tableView } from '../test/live-table.fixtures';

const SEATS = [tableSeat(1, 3, 'flop_queen'), tableSeat(3, 7, 'river_rat'), tableSeat(5, 9, 'turn_tom'), tableSeat(6, 11, 'ante_annie')];
const river = tableView({ seats: SEATS, hand: tableHand({ street: 'river', board: ['Qh', 'Jc', 'Ts', '4d', '2s'] }) });

/** The hand shown down: seats 1, 5 and 6 show (3 mucked), `first` shows first; seat 5 wins with a straight. */
function shownDown(first: number): TableView {
  const shown: Record<number, string[]> = { 1: ['Kh', 'Kd'], 5: ['Ah', 'Kc'], 6: ['9h', '9c'] };
  return tableView({
    seats: SEATS.map((seat) => ({ ...seat, revealedCards: shown[seat.seat] ?? null })),
    hand: tableHand({
      street: 'complete',
      board: ['Qh', 'Jc', 'Ts', '4d', '2s'],
      pots: [],
      actingSeat: null,
      showsFirst: first,
      awards: [{ potIndex: 0, seat: 5, amount: 1_240, handName: 'Straight, Ace high', cards: ['Ah', 'Kc', 'Qh', 'Jc', 'Ts'] }],
    }),
  });
}

describe('the showdown', () => {
  it('turns the shown hands over clockwise from the seat that shows first (TDA), mucked hands never', () => {
    expect(showdownOrder(shownDown(5))).toEqual([5, 6, 1]);
    expect(showdownOrder(shownDown(6))).toEqual([6, 1, 5]);
    expect(showdownOrder(shownDown(1))).toEqual([1, 5, 6]);
    expect(showdownOrder(river)).toEqual([]);
  });

  it('shows the winners only once every shown hand is face up', () => {
    expect(showdownStage(shownDown(5), 1)).toEqual({ faceUp: new Set([5]), settled: false });
    expect(showdownStage(shownDown(5), 3)).toEqual({ faceUp: new Set([5, 6, 1]), settled: false });
    expect(showdownStage(shownDown(5), 4).settled).toBe(true);
    expect(winningCards(shownDown(5))).toEqual(['Ah', 'Kc', 'Qh', 'Jc', 'Ts']);
  });

  it('turns them over within a second however many there are, and holds the pot back that long', () => {
    expect(revealDurationMs(river, shownDown(5))).toBe(1000);
    // A view of a hand already shown (a reconnect, or the next view of it) turns nothing over.
    expect(revealDurationMs(undefined, shownDown(5))).toBe(0);
    expect(revealDurationMs(shownDown(5), shownDown(5))).toBe(0);
    const withBets = { ...river, seats: river.seats.map((seat) => ({ ...seat, bet: seat.seat === 1 ? 200 : 0 })) };
    expect(chipMoves(withBets, shownDown(5))).toEqual([
      { from: 'seat-1', to: 'pot', amount: 200, delayMs: 0 },
      { from: 'pot', to: 'seat-5', amount: 1_240, delayMs: CHIP_SLIDE_MS + 1000 },
    ]);
  });

  it('turns the hands over one after the other as the table sees the showdown, all at once on a reconnect', () => {
    jest.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ view }) => useShowdownStage(view), { initialProps: { view: river } });
      expect(result.current.settled).toBe(true);
      rerender({ view: shownDown(6) });
      expect([...result.current.faceUp]).toEqual([6]);
      expect(result.current.settled).toBe(false);
      act(() => jest.advanceTimersByTime(334));
      expect([...result.current.faceUp]).toEqual([6, 1]);
      act(() => jest.advanceTimersByTime(334));
      expect([...result.current.faceUp]).toEqual([6, 1, 5]);
      expect(result.current.settled).toBe(false);
      act(() => jest.advanceTimersByTime(334));
      expect(result.current.settled).toBe(true);

      const reconnect = renderHook(() => useShowdownStage(shownDown(6)));
      expect(reconnect.result.current.settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
