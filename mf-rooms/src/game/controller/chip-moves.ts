import { useState } from 'react';
import type { TableView } from 'shared-events/contracts';
import { revealDurationMs } from './showdown';

/** The attribute that marks where chips fly from and to: `pot`, or `seat-3`. */
export const CHIP_ANCHOR = 'data-chip-anchor';
export const seatAnchor = (seat: number) => `seat-${seat}`;

/** How long a slide takes; the pot waits that long for the bets when both move on one view. */
export const CHIP_SLIDE_MS = 450;

export interface ChipMove {
  /** A `CHIP_ANCHOR` value. */
  from: string;
  to: string;
  amount: number;
  delayMs: number;
}

/**
 * The chips a new view moves: when a street ends the bets slide from the seats to the pot, and when the hand is won
 * the pot slides to the winner(s), once the shown hands are turned over. Only within one hand: a view of another hand
 * (a reconnect) moves nothing.
 */
export function chipMoves(previous: TableView | undefined, next: TableView): ChipMove[] {
  const before = previous?.hand;
  const hand = next.hand;
  if (!previous || !before || !hand || before.handNumber !== hand.handNumber) return [];
  const moves: ChipMove[] = [];
  if (before.street !== hand.street) {
    for (const seat of previous.seats) if (seat.bet > 0) moves.push({ from: seatAnchor(seat.seat), to: 'pot', amount: seat.bet, delayMs: 0 });
  }
  if (hand.awards && !before.awards) {
    const delayMs = (moves.length > 0 ? CHIP_SLIDE_MS : 0) + revealDurationMs(previous, next);
    for (const award of hand.awards) moves.push({ from: 'pot', to: seatAnchor(award.seat), amount: award.amount, delayMs });
  }
  return moves;
}

/** The moves of the latest view, numbered, so each batch flies once. */
export function useChipMoves(view: TableView): { batch: number; moves: ChipMove[] } {
  const [state, setState] = useState<{ view: TableView; batch: number; moves: ChipMove[] }>({ view, batch: 0, moves: [] });
  // Folded in while rendering the new view (React's way of adjusting state to a prop): React renders again at once.
  if (state.view !== view) {
    const moves = chipMoves(state.view, view);
    setState({ view, batch: moves.length > 0 ? state.batch + 1 : state.batch, moves: moves.length > 0 ? moves : state.moves });
  }
  return { batch: state.batch, moves: state.moves };
}
