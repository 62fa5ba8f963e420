import { formatCards, parseCards } from '../cards';
import { applyAction, applyDealerAction } from '../hand/actions';
import { createHand } from '../hand/create';
import { handsTabledAtOnce } from '../hand/progress';
import type { RefusalCode } from '../hand/refusals';
import type { ActionOutcome, HandConfig, HandState, LoggedAction, PlayerAction } from '../hand/types';
import { formatPhh, type PhhHand } from './hand-history';
import { applyPokerKitAction, freshPokerKitReopening, type IncompleteRaiseRule } from './pokerkit-reopening';
import type { TomlValue } from './toml';

export interface ReplayOptions {
  /** Blind-or-ante order for a short big blind; TDA's 'blindFirst' unless told otherwise. */
  postingOrder?: HandConfig['postingOrder'];
  /**
   * Re-opening rule after an all-in for less: TDA's ('tda') unless told otherwise. `verifyPhh` falls back
   * to PokerKit's ('pokerkit') by itself when this is left out and TDA refuses a recorded raise for that reason.
   */
  incompleteRaise?: IncompleteRaiseRule;
}

/**
 * PHH, like PokerKit, lists heads-up blinds and antes as [small blind, big blind] although p1 (first
 * left of the button) is the big blind; the engine lists them by position.
 */
const byPosition = <T>(values: readonly T[]): T[] => (values.length === 2 ? [values[1], values[0]] : [...values]);

export function handConfigFromPhh(hand: PhhHand, options: ReplayOptions = {}): HandConfig {
  const n = hand.startingStacks.length;
  if (hand.antes.length !== n || hand.blindsOrStraddles.length !== n) {
    throw new Error('antes and blinds_or_straddles need one entry per player');
  }
  return {
    variant: hand.variant === 'PO' ? 'PLO' : 'NLHE',
    // Chips are whole: a stack recorded with cents keeps its whole chips, as PokerKit's integer replay does.
    startingStacks: hand.startingStacks.map(Math.trunc),
    blinds: byPosition(hand.blindsOrStraddles),
    antes: byPosition(hand.antes),
    minBet: hand.minBet,
    deadAntes: !hand.anteTrimmingStatus,
    postingOrder: options.postingOrder ?? 'blindFirst',
  };
}

export class PhhReplayError extends Error {
  constructor(
    readonly actionIndex: number,
    readonly action: string,
    /** Why the action was refused, without the action itself. */
    readonly reason: string,
    /** The engine's refusal code; null when the line itself could not be played (unknown action, bad amount). */
    readonly code: RefusalCode | null,
  ) {
    super(`action ${actionIndex + 1} '${action}': ${reason}`);
  }
}

function playerIndex(word: string, playerCount: number): number {
  const index = word.charCodeAt(0) === 112 ? Number(word.slice(1)) - 1 : NaN;
  if (!(index >= 0 && index < playerCount)) throw new Error(`no player '${word}'`);
  return index;
}

function wholeAmount(word: string | undefined): number {
  const amount = Number(word);
  if (word === undefined || !Number.isSafeInteger(amount)) throw new Error(`not a whole chip amount: '${word}'`);
  return amount;
}

/** Words of an action line, comment dropped; a hand-rolled split because a regex split costs more than the action. */
function actionWords(line: string): string[] {
  const comment = line.indexOf('#');
  const end = comment >= 0 ? comment : line.length;
  const words: string[] = [];
  let start = -1;
  for (let at = 0; at <= end; at += 1) {
    const code = at < end ? line.charCodeAt(at) : 32;
    const blank = code === 32 || code === 9;
    if (blank && start >= 0) {
      words.push(line.slice(start, at));
      start = -1;
    } else if (!blank && start < 0) {
      start = at;
    }
  }
  return words;
}

const BETTING_ACTIONS: ReadonlySet<LoggedAction['type']> = new Set(['fold', 'check', 'call', 'bet', 'raise']);

/**
 * PokerKit still asks a player left alone with chips, who owes nothing, to check (a big blind whose blind covers
 * a short all-in); TDA gives him no action, so the engine has already closed the round. Such a check, recorded
 * right after the round closed, moves no chip: the replay passes over it, keeping it in the log so that the
 * hand writes back as recorded.
 */
function isCheckWithoutAction(state: HandState, player: number): boolean {
  const last = state.log[state.log.length - 1];
  if (last === undefined || !BETTING_ACTIONS.has(last.type) || (last.type === 'check' && last.player === player)) return false;
  return handsTabledAtOnce(state) && !state.folded[player] && state.stacks[player] > 0;
}

type PlayerActionApplier = (state: HandState, player: number, action: PlayerAction) => ActionOutcome;

/** Applies one PHH action line (`d dh p1 AcKd`, `d db 2h3h4h`, `p2 cbr 300`, `p1 cc`, `p3 f`, `p1 sm AcKd`, `p2 sm`). */
export function applyPhhAction(state: HandState, line: string): ActionOutcome {
  return applyPhhLine(state, line, applyAction);
}

function applyPhhLine(state: HandState, line: string, applyPlayerAction: PlayerActionApplier): ActionOutcome {
  const words = actionWords(line);
  const n = state.stacks.length;
  if (words[0] === 'd') {
    if (words[1] === 'dh' && words.length === 4) {
      return applyDealerAction(state, { type: 'dealHole', player: playerIndex(words[2], n), cards: parseCards(words[3]) });
    }
    if (words[1] === 'db' && words.length === 3) return applyDealerAction(state, { type: 'dealBoard', cards: parseCards(words[2]) });
    throw new Error('unknown dealer action');
  }
  const player = playerIndex(words[0], n);
  switch (words[1]) {
    case 'f':
      return applyPlayerAction(state, player, { type: 'fold' });
    case 'cc':
      if (isCheckWithoutAction(state, player)) {
        state.log.push({ player, type: 'check' });
        return { ok: true };
      }
      return applyPlayerAction(state, player, { type: state.bets[player] < state.currentBet ? 'call' : 'check' });
    case 'cbr':
      return applyPlayerAction(state, player, { type: state.currentBet > 0 ? 'raise' : 'bet', amount: wholeAmount(words[2]) });
    case 'sm':
      if (words.length === 2 || words[2] === '-') return applyPlayerAction(state, player, { type: 'muck' });
      return applyPlayerAction(state, player, { type: 'show', cards: parseCards(words[2]) });
    default:
      throw new Error(`unsupported action '${words[1]}' (NT and PO use f, cc, cbr, sm)`);
  }
}

/** How a replay applies player actions: the engine's way (TDA), or PokerKit's with its bookkeeping for this hand. */
function playerActionApplier(rule: IncompleteRaiseRule): PlayerActionApplier {
  if (rule === 'tda') return applyAction;
  if (rule !== 'pokerkit') throw new Error(`unknown incomplete-raise rule '${String(rule)}'`);
  const book = freshPokerKitReopening();
  return (state, player, action) => applyPokerKitAction(state, book, player, action);
}

/** Plays a PHH hand's actions with the cards it records; throws PhhReplayError at the first illegal one. */
export function replayPhh(hand: PhhHand, options: ReplayOptions = {}): HandState {
  const applyPlayerAction = playerActionApplier(options.incompleteRaise ?? 'tda');
  const state = createHand(handConfigFromPhh(hand, options));
  const { actions } = hand;
  let index = 0;
  try {
    for (; index < actions.length; index += 1) {
      const outcome = applyPhhLine(state, actions[index], applyPlayerAction);
      if (!outcome.ok) throw new PhhReplayError(index, actions[index], outcome.reason, outcome.code);
    }
  } catch (error) {
    if (error instanceof PhhReplayError) throw error;
    throw new PhhReplayError(index, actions[index], (error as Error).message, null);
  }
  return state;
}

function phhActionLine(entry: LoggedAction): string {
  const who = `p${entry.player + 1}`;
  switch (entry.type) {
    case 'dealHole':
      return `d dh p${entry.target + 1} ${formatCards(entry.cards)}`;
    case 'dealBoard':
      return `d db ${formatCards(entry.cards)}`;
    case 'fold':
      return `${who} f`;
    case 'check':
    case 'call':
      return `${who} cc`;
    case 'bet':
    case 'raise':
      return `${who} cbr ${entry.amount}`;
    case 'show':
      return `${who} sm ${formatCards(entry.cards)}`;
    default:
      return `${who} sm`;
  }
}

/** The hand as PHH, finishing stacks included once it is over. `extra` adds fields such as players. */
export function handToPhh(state: HandState, extra: Record<string, TomlValue> = {}): PhhHand {
  const { config } = state;
  const hand: PhhHand = {
    variant: config.variant === 'PLO' ? 'PO' : 'NT',
    anteTrimmingStatus: !config.deadAntes,
    antes: byPosition(config.antes),
    blindsOrStraddles: byPosition(config.blinds),
    minBet: config.minBet,
    startingStacks: [...config.startingStacks],
    actions: state.log.map(phhActionLine),
    extra,
  };
  if (state.phase === 'complete') hand.finishingStacks = [...state.stacks];
  return hand;
}

export function writePhh(state: HandState, extra: Record<string, TomlValue> = {}): string {
  return formatPhh(handToPhh(state, extra));
}
