import { applyAction, legalActions } from '../hand/actions';
import type { ActionOutcome, HandState, LegalAction, PlayerAction } from '../hand/types';

/**
 * Who may re-raise after an all-in bet or raise short of a full one. TDA 2024 rule 47 ('tda'), as the engine
 * plays: only players who have not acted yet, or who now face at least a full raise since they acted.
 * 'pokerkit' is PokerKit's more permissive convention, kept only to replay hand histories PokerKit generated.
 */
export type IncompleteRaiseRule = 'tda' | 'pokerkit';

/**
 * PokerKit 0.7's bookkeeping for its re-opening convention (its `State`'s `completion_betting_or_raising_amount`,
 * `acted_player_indices` and `consecutive_all_in_completion_betting_or_raising_amounts`), kept beside a replayed
 * hand rather than in it. A player may not raise when he has acted since the last re-opening wager
 * (`actedAt >= reopenedAt`), the wagers since the last bet or raise that left chips behind were all all-ins
 * (`allInIncrements > 0`), and those increments add up to less than `largestIncrement`.
 */
export interface PokerKitReopening {
  /** The street the figures below are for; they start again from 0 on the next one. */
  street: number;
  /** The largest bet or raise increment on this street, all-ins for less included; 0 before any (blinds do not count). */
  largestIncrement: number;
  /**
   * The bet level of the last wager whose increment was at least `largestIncrement` as it stood then,
   * whatever its size against the minimum: it reopens betting for everyone else. 0 before any.
   */
  reopenedAt: number;
  /** The increments of the all-in bets and raises since the last one that left chips behind, added up. */
  allInIncrements: number;
}

export const freshPokerKitReopening = (): PokerKitReopening => ({ street: 0, largestIncrement: 0, reopenedAt: 0, allInIncrements: 0 });

function followStreet(book: PokerKitReopening, state: HandState): void {
  if (book.street === state.street) return;
  book.street = state.street;
  book.largestIncrement = 0;
  book.reopenedAt = 0;
  book.allInIncrements = 0;
}

/**
 * True when `player` already acted on this street and PokerKit counts betting as re-opened for him since.
 * PokerKit's convention is never stricter than TDA's (a refusal under it is one under rule 47 too), so the
 * replay only ever needs to let a player raise whom the engine would stop.
 */
function reopenedOnlyForPokerKit(state: HandState, book: PokerKitReopening, player: number): boolean {
  followStreet(book, state);
  const acted = state.actedAt[player];
  if (state.phase !== 'betting' || acted < 0) return false;
  return !(acted >= book.reopenedAt && book.allInIncrements > 0 && book.allInIncrements < book.largestIncrement);
}

/**
 * Runs `use` with `player` counted as not having acted yet on this street when PokerKit re-opened betting for
 * him: that is what re-opening means, and the engine then sizes his raise as TDA would.
 */
function asPokerKitReopens<T>(state: HandState, book: PokerKitReopening, player: number, use: () => T): T {
  if (!reopenedOnlyForPokerKit(state, book, player)) return use();
  const acted = state.actedAt[player];
  state.actedAt[player] = -1;
  const result = use();
  // Still unset unless the engine accepted his wager and recorded the level he acted at.
  if (state.actedAt[player] === -1) state.actedAt[player] = acted;
  return result;
}

/** What `player` may do now under PokerKit's re-opening convention. */
export function pokerkitLegalActions(state: HandState, book: PokerKitReopening, player: number): LegalAction[] {
  return asPokerKitReopens(state, book, player, () => legalActions(state, player));
}

/** `applyAction` under PokerKit's re-opening convention, keeping `book` up to date. */
export function applyPokerKitAction(state: HandState, book: PokerKitReopening, player: number, action: PlayerAction): ActionOutcome {
  if (action.type !== 'bet' && action.type !== 'raise') return applyAction(state, player, action);
  const betBefore = state.currentBet;
  const outcome = asPokerKitReopens(state, book, player, () => applyAction(state, player, action));
  if (!outcome.ok) return outcome;
  // A wager at least as large as every earlier one on the street re-opens betting, even all in for less.
  const increment = action.amount - betBefore;
  if (increment >= book.largestIncrement) {
    book.reopenedAt = action.amount;
    book.largestIncrement = increment;
  }
  book.allInIncrements = state.stacks[player] === 0 ? book.allInIncrements + increment : 0;
  return outcome;
}
