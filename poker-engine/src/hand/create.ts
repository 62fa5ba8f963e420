import type { Card } from '../cards';
import { shuffledDeck, type RandomIntSource } from '../shuffle';
import { dealFromDeck } from './progress';
import type { HandConfig, HandState } from './types';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 10;

const isChipCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Why a configuration cannot start a hand, or null. */
export function configError(config: HandConfig): string | null {
  const n = config.startingStacks?.length ?? 0;
  if (config.variant !== 'NLHE' && config.variant !== 'PLO') return `unknown variant '${String(config.variant)}'`;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) return `a hand needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, got ${n}`;
  if (config.blinds?.length !== n || config.antes?.length !== n) return 'blinds and antes need one entry per player';
  for (const list of [config.startingStacks, config.blinds, config.antes]) {
    if (!list.every(isChipCount)) return 'stacks, blinds and antes must be whole non-negative chip counts';
  }
  if (!config.startingStacks.every((stack) => stack > 0)) return 'every player needs chips';
  if (!isChipCount(config.minBet) || config.minBet === 0) return 'the minimum bet must be a positive whole number';
  if (config.blinds.filter((blind) => blind > 0).length > 2) return 'straddles are not supported';
  if (typeof config.deadAntes !== 'boolean') return 'deadAntes must be true or false';
  if (![undefined, 'blindFirst', 'anteFirst'].includes(config.postingOrder)) return `unknown posting order '${config.postingOrder}'`;
  return null;
}

export interface CreateHandOptions {
  /** Cards to deal from, first card first. Omit to let the dealer (or a hand history) supply every card. */
  deck?: Card[];
  /** Shuffle a fresh deck with this source instead (the default CSPRNG when `true`). */
  shuffle?: RandomIntSource | true;
}

/** Starts a hand: forced bets are posted, then hole cards are dealt from the deck if the engine has one. */
export function createHand(config: HandConfig, options: CreateHandOptions = {}): HandState {
  const error = configError(config);
  if (error !== null) throw new Error(error);
  const n = config.startingStacks.length;
  let deck: Card[] | null = options.deck ? [...options.deck] : null;
  if (options.shuffle !== undefined) deck = options.shuffle === true ? shuffledDeck() : shuffledDeck(options.shuffle);
  const state: HandState = {
    config,
    phase: 'dealHole',
    street: 0,
    stacks: [...config.startingStacks],
    bets: new Array<number>(n).fill(0),
    committed: new Array<number>(n).fill(0),
    collected: 0,
    deadMoney: 0,
    folded: new Array<boolean>(n).fill(false),
    holeCards: Array.from({ length: n }, () => []),
    board: [],
    deck,
    actor: -1,
    currentBet: 0,
    minRaise: config.minBet,
    actedAt: new Array<number>(n).fill(-1),
    opener: 0,
    runout: false,
    showdownQueue: [],
    revealed: new Array<boolean>(n).fill(false),
    mucked: new Array<boolean>(n).fill(false),
    log: [],
    result: null,
  };
  postForcedBets(state);
  dealFromDeck(state);
  return state;
}

function postBlind(state: HandState, player: number): void {
  const blind = Math.min(state.config.blinds[player], state.stacks[player]);
  state.stacks[player] -= blind;
  state.bets[player] += blind;
  state.committed[player] += blind;
}

function postAnte(state: HandState, player: number): void {
  const ante = Math.min(state.config.antes[player], state.stacks[player]);
  state.stacks[player] -= ante;
  state.collected += ante;
  if (state.config.deadAntes) state.deadMoney += ante;
  else state.committed[player] += ante;
}

function postForcedBets(state: HandState): void {
  const blindFirst = (state.config.postingOrder ?? 'blindFirst') === 'blindFirst';
  for (let player = 0; player < state.stacks.length; player += 1) {
    if (blindFirst) {
      postBlind(state, player);
      postAnte(state, player);
    } else {
      postAnte(state, player);
      postBlind(state, player);
    }
  }
}
