import type { Card } from '../cards';
import type { LoggedAction } from '../hand/types';

export interface DealtCard {
  card: Card;
  /** Where it was in the deck `createHand` dealt from (0 first). */
  deckIndex: number;
  /** Which card it is, for people: "player 2's first hole card", "the flop's third card", "the river". */
  label: string;
}

const ORDINALS = ['first', 'second', 'third', 'fourth'];
const STREETS = ['flop', 'turn', 'river'];

function boardLabel(street: number, position: number, count: number): string {
  const name = STREETS[street] ?? `board card ${street + 1}`;
  return count === 1 ? `the ${name}` : `the ${name}'s ${ORDINALS[position]} card`;
}

/**
 * Every card dealt in a hand the engine dealt from its own deck, with its deck index. This mirrors the
 * engine's dealing (`dealFromDeck`): hole cards one at a time round the table from index 0, as many rounds
 * as each player gets cards, then before each street one card burnt and the street's cards. Burnt cards
 * are never seen, so they are not listed. A hand whose cards a dealer supplied has no deck indices.
 */
export function dealtDeckPositions(log: readonly LoggedAction[]): DealtCard[] {
  const holes = log.filter((entry) => entry.type === 'dealHole');
  const players = holes.length;
  const dealt: DealtCard[] = [];
  for (const entry of holes) {
    entry.cards.forEach((card, round) => {
      dealt.push({ card, deckIndex: round * players + entry.target, label: `player ${entry.target}'s ${ORDINALS[round]} hole card` });
    });
  }
  let next = players * (holes[0]?.cards.length ?? 0);
  let street = 0;
  for (const entry of log) {
    if (entry.type !== 'dealBoard') continue;
    next += 1;
    entry.cards.forEach((card, position) => {
      dealt.push({ card, deckIndex: next, label: boardLabel(street, position, entry.cards.length) });
      next += 1;
    });
    street += 1;
  }
  return dealt;
}
