import { formatCard } from './cards';
import { handName } from './evaluator/hand-value';
import { legalActions } from './hand/actions';
import { potTotal } from './hand/betting';
import { type HandState, type LegalAction, type Phase, STREET_NAMES, type StreetName, type Variant } from './hand/types';

export interface PlayerView {
  position: number;
  stack: number;
  bet: number;
  folded: boolean;
  allIn: boolean;
  /** How many hole cards the player holds, visible to everyone. */
  cardCount: number;
  /** The cards themselves: only the viewer's own, or a hand shown at showdown; otherwise null. */
  cards: string[] | null;
}

export interface ShowdownView {
  pots: { amount: number; eligible: number[]; winners: number[]; shares: number[] }[];
  winnings: number[];
  /** Names of the hands that were shown (`Full House, Kings over Twos`), else null. */
  handNames: (string | null)[];
}

export interface HandView {
  /** The position this view is for, or null for a spectator. */
  viewer: number | null;
  variant: Variant;
  phase: Phase;
  street: StreetName;
  board: string[];
  pot: number;
  currentBet: number;
  players: PlayerView[];
  actor: number;
  /** The viewer's legal actions when it is his turn, else empty. */
  legalActions: LegalAction[];
  result: ShowdownView | null;
}

/**
 * What one position (or a spectator, `null`) may see of a hand: public chips and board, the viewer's own
 * hole cards, and other hands only once shown at showdown. Never the deck, never the history (which
 * records every deal), never a mucked hand.
 */
export function viewHand(state: HandState, viewer: number | null): HandView {
  if (viewer !== null && !(Number.isInteger(viewer) && viewer >= 0 && viewer < state.stacks.length)) {
    throw new RangeError(`no position ${viewer} in this hand`);
  }
  const players = state.stacks.map((stack, position): PlayerView => {
    const hole = state.holeCards[position];
    const visible = position === viewer || (state.revealed[position] && !state.mucked[position]);
    return {
      position,
      stack,
      bet: state.bets[position],
      folded: state.folded[position],
      allIn: !state.folded[position] && stack === 0,
      cardCount: state.folded[position] ? 0 : hole.length,
      cards: visible && hole.length > 0 ? hole.map(formatCard) : null,
    };
  });
  const { result } = state;
  return {
    viewer,
    variant: state.config.variant,
    phase: state.phase,
    street: STREET_NAMES[state.street],
    board: state.board.map(formatCard),
    pot: potTotal(state),
    currentBet: state.currentBet,
    players,
    actor: state.actor,
    legalActions: viewer === null ? [] : legalActions(state, viewer),
    result:
      result === null
        ? null
        : {
            pots: result.pots.map((pot) => ({ ...pot, eligible: [...pot.eligible], winners: [...pot.winners], shares: [...pot.shares] })),
            winnings: [...result.winnings],
            handNames: result.handValues.map((value) => (value > 0 ? handName(value) : null)),
          },
  };
}
