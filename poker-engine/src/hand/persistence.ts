import { configError } from './create';
import type { HandState } from './types';

/** A hand in progress as text, to store it and resume it after a restart. */
export function serializeHand(state: HandState): string {
  return JSON.stringify(state);
}

const ARRAY_FIELDS = [
  'stacks',
  'bets',
  'committed',
  'folded',
  'holeCards',
  'board',
  'actedAt',
  'showdownQueue',
  'revealed',
  'mucked',
  'log',
] as const;

/** Reads a hand written by `serializeHand`; rejects text that is not one. */
export function restoreHand(text: string): HandState {
  const state = JSON.parse(text) as HandState;
  const error = typeof state === 'object' && state !== null && typeof state.config === 'object' ? configError(state.config) : 'not a hand';
  if (error !== null) throw new Error(`cannot restore hand: ${error}`);
  const n = state.config.startingStacks.length;
  for (const field of ARRAY_FIELDS) {
    if (!Array.isArray(state[field])) throw new Error(`cannot restore hand: ${field} is missing`);
  }
  if (state.stacks.length !== n || state.holeCards.length !== n) throw new Error('cannot restore hand: wrong number of players');
  return state;
}
