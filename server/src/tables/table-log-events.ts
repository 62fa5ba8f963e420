import type { BlindLevel, TableActRequest } from 'shared-events/contracts';
import { applyAction, restoreHand, type PlayerAction, type TablePositions } from 'poker-engine';
import { engineAction } from './table-actions';
import type { LoggedHand } from './table-log';
import { playShowdown, playShowdownMuckingBeaten, type AutoDecision } from './table-model';

/** One row of `table_events`, as read back. */
export interface StoredTableEvent {
  seq: number;
  kind: string;
  payload: unknown;
}

/** A hand played again from the table's events, with who sat where once it was complete (null while it is not). */
export interface ReplayedHand extends LoggedHand {
  auto: AutoDecision[];
  seats: { seat: number; userId: number }[] | null;
}

interface DealtPayload {
  handNumber: number;
  level: BlindLevel;
  positions: TablePositions;
  state: unknown;
}

/** The events that move a hand: its deal, each decision (a player's or the server's) and its end. */
export const HAND_EVENT_KINDS = ['hand:dealt', 'action', 'auto', 'hand:completed'] as const;

/**
 * The hands a table's events tell, in order: each `hand:dealt` holds the hand as dealt (the deck included), and each
 * decision after it is applied as the runtime applied it, the showdown played after each as the runtime plays it
 * (table-flow.ts), so each hand reaches the very state the runtime's did; a `show` on a complete hand is its winner's,
 * uncontested, after it. Events before the first deal are skipped (a read that starts in the middle of a hand).
 */
export function handsOfEvents(events: readonly StoredTableEvent[]): ReplayedHand[] {
  const hands: ReplayedHand[] = [];
  let hand: ReplayedHand | undefined;
  const decide = (seat: number, action: PlayerAction, seq: number) => {
    const current = hand!;
    const position = current.positions.order.indexOf(seat - 1);
    const outcome = applyAction(current.state, position, action);
    if (!outcome.ok) throw new Error(`hand ${current.number}: event ${seq} does not replay: ${outcome.reason}`);
    playShowdown(current.state);
  };
  for (const event of events) {
    if (event.kind === 'hand:dealt') {
      const dealt = event.payload as DealtPayload;
      const state = restoreHand(JSON.stringify(dealt.state));
      hand = { number: dealt.handNumber, level: dealt.level, positions: dealt.positions, state, auto: [], seats: null };
      playShowdown(state);
      hands.push(hand);
    } else if (!hand) {
      continue;
    } else if (event.kind === 'action') {
      const { seat, request } = event.payload as { seat: number; request: TableActRequest };
      if (request.handNumber !== hand.number) continue;
      if (hand.state.phase === 'complete') hand.shownAfterHand = true;
      else decide(seat, engineAction(request), event.seq);
    } else if (event.kind === 'auto') {
      const { seat, action, reason } = event.payload as { seat: number; action: 'check' | 'fold' | 'muck'; reason: AutoDecision['reason'] };
      hand.auto.push({ logIndex: hand.state.log.length, reason });
      decide(seat, { type: action }, event.seq);
    } else if (event.kind === 'hand:completed') {
      // Before players chose at the showdown, the runtime mucked every beaten hand itself, logging no decision.
      playShowdownMuckingBeaten(hand.state);
      hand.seats = (event.payload as { seats: { seat: number; userId: number }[] }).seats.map(({ seat, userId }) => ({ seat, userId }));
    }
  }
  return hands;
}
