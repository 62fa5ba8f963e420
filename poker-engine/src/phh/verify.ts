import type { PhhHand } from './hand-history';
import { PhhReplayError, replayPhh, type ReplayOptions } from './replay';

/** How a recorded hand replayed against the finishing stacks expected of it. */
export interface ReplayVerdict {
  ok: boolean;
  expected: number[] | null;
  actual: number[] | null;
  error: string | null;
  /** Set when the hand passed only under PokerKit's re-opening convention, saying what TDA refused. */
  note: string | null;
}

const sameStacks = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((chips, i) => chips === b[i]);

/** Stacks as the replay reports print them: `[100, 0, 250]`, or `nothing` when there are none. */
export const formatStacks = (stacks: readonly number[] | null) => (stacks === null ? 'nothing' : `[${stacks.join(', ')}]`);

interface Attempt {
  verdict: ReplayVerdict;
  /** The refusal that stopped the replay, if an action was illegal. */
  refusal: PhhReplayError | null;
}

function attempt(hand: PhhHand, expected: number[] | null, options: ReplayOptions): Attempt {
  const verdict = (ok: boolean, actual: number[] | null, error: string | null): ReplayVerdict => ({ ok, expected, actual, error, note: null });
  try {
    const state = replayPhh(hand, options);
    if (state.phase !== 'complete') {
      return { verdict: verdict(false, state.stacks, `the actions end before the hand does (${state.phase})`), refusal: null };
    }
    if (expected === null) return { verdict: verdict(false, state.stacks, 'no finishing_stacks to compare with'), refusal: null };
    return { verdict: verdict(sameStacks(expected, state.stacks), state.stacks, null), refusal: null };
  } catch (error) {
    const refusal = error instanceof PhhReplayError ? error : null;
    return { verdict: verdict(false, null, error instanceof Error ? error.message : String(error)), refusal };
  }
}

/**
 * Replays a recorded hand and compares its result with `expected` (by default its own finishing stacks).
 *
 * The record is what happened: when TDA rule 47 refuses a recorded raise (and nothing else is wrong so far)
 * and `options.incompleteRaise` leaves the rule open, the hand is replayed again under PokerKit's re-opening
 * convention, which generated hands may follow. If that reaches the expected stacks the hand passes with a
 * `note` naming what TDA refused; otherwise it fails with both outcomes in `error`.
 */
export function verifyPhh(hand: PhhHand, options: ReplayOptions = {}, expected: number[] | null = hand.finishingStacks ?? null): ReplayVerdict {
  const tda = attempt(hand, expected, options);
  if (options.incompleteRaise !== undefined || tda.refusal?.code !== 'BETTING_NOT_REOPENED') return tda.verdict;
  const { verdict } = attempt(hand, expected, { ...options, incompleteRaise: 'pokerkit' });
  if (verdict.ok) return { ...verdict, note: `replayed under PokerKit's reopening convention (TDA 47 would refuse: ${tda.verdict.error})` };
  const outcome = verdict.error ?? `ends with ${formatStacks(verdict.actual)}`;
  return { ...tda.verdict, error: `${tda.verdict.error}; under PokerKit's reopening convention too: ${outcome}` };
}
