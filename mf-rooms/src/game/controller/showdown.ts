import { useEffect, useState } from 'react';
import type { CardCode, TableView } from 'shared-events/contracts';

/** However many hands are shown, they are all face up this soon, so the pot is pushed with 3 s left before the deal. */
export const REVEAL_WINDOW_MS = 1000;
const MAX_STEP_MS = 500;

/**
 * The seats whose hands are shown, in the order they are turned over: TDA order, from the seat the server says
 * shows first (the river's last aggressor, else the first seat left of the button), clockwise.
 */
export function showdownOrder(view: TableView): number[] {
  const first = view.hand?.showsFirst;
  if (first === null || first === undefined) return [];
  const seatCount = Math.max(...view.seats.map((seat) => seat.seat));
  const clockwise = (seat: number) => (seat - first + seatCount) % seatCount;
  return view.seats
    .filter((seat) => seat.revealedCards !== null)
    .map((seat) => seat.seat)
    .sort((a, b) => clockwise(a) - clockwise(b));
}

/** Time between one hand turned over and the next (and after the last, before the pot is pushed). */
export function revealStepMs(shown: number): number {
  return shown === 0 ? 0 : Math.min(MAX_STEP_MS, REVEAL_WINDOW_MS / shown);
}

/** Whether `next` is the view where the hands are first shown, so the table turns them over one by one. */
export function startsShowdown(previous: TableView | undefined, next: TableView): boolean {
  return (
    previous?.hand !== undefined &&
    previous.hand !== null &&
    previous.hand.handNumber === next.hand?.handNumber &&
    showdownOrder(previous).length === 0 &&
    showdownOrder(next).length > 0
  );
}

/** How long the turning over of the hands of `next` holds the pot back. */
export function revealDurationMs(previous: TableView | undefined, next: TableView): number {
  if (!startsShowdown(previous, next)) return 0;
  const shown = showdownOrder(next).length;
  return shown * revealStepMs(shown);
}

export interface ShowdownStage {
  /** The shown hands turned over so far (the others still face down). */
  faceUp: ReadonlySet<number>;
  /** Every shown hand is face up: the winners, their winning cards and the pots they take show. */
  settled: boolean;
}

/** The stage after `steps` steps of turning over (the first hand is turned at once, step 1). */
export function showdownStage(view: TableView, steps: number): ShowdownStage {
  const order = showdownOrder(view);
  return { faceUp: new Set(order.slice(0, steps)), settled: steps > order.length };
}

/** Every card of every winning five: the board's among them are raised in the middle. */
export function winningCards(view: TableView): CardCode[] {
  return [...new Set(view.hand?.awards?.flatMap((award) => award.cards ?? []) ?? [])];
}

/**
 * The hands of a showdown turned over one after the other, in TDA order, when the table sees them shown; a view that
 * comes with them already shown (a reconnect) shows them all at once.
 */
export function useShowdownStage(view: TableView): ShowdownStage {
  const [state, setState] = useState({ view, steps: Number.POSITIVE_INFINITY });
  if (state.view !== view) {
    const sameHand = state.view.hand?.handNumber === view.hand?.handNumber;
    setState({ view, steps: startsShowdown(state.view, view) ? 1 : sameHand ? state.steps : Number.POSITIVE_INFINITY });
  }
  const shown = showdownOrder(view).length;
  useEffect(() => {
    if (state.steps > shown) return;
    const timer = setTimeout(() => setState((current) => ({ ...current, steps: current.steps + 1 })), revealStepMs(shown));
    return () => clearTimeout(timer);
  }, [state.steps, shown]);
  return showdownStage(view, state.steps);
}
