import type { Card } from '../cards';
import { settle } from './settle';
import type { HandState } from './types';

/** Board cards dealt at the start of each street (flop, turn, river). */
export const BOARD_CARDS_BY_STREET = [0, 3, 1, 1];
export const BOARD_SIZE = 5;

export const holeCardCount = (state: HandState): number => (state.config.variant === 'PLO' ? 4 : 2);

/** Players who have not folded. */
export function playersInHand(state: HandState): number {
  let count = 0;
  for (const folded of state.folded) if (!folded) count += 1;
  return count;
}

function playersWhoCanBet(state: HandState): number {
  let count = 0;
  for (let player = 0; player < state.stacks.length; player += 1) {
    if (!state.folded[player] && state.stacks[player] > 0) count += 1;
  }
  return count;
}

/** Once a round is under way, everyone with chips acts at least once, and again whenever he faces a bet. */
function mustAct(state: HandState, player: number): boolean {
  if (state.folded[player] || state.stacks[player] === 0) return false;
  return state.bets[player] < state.currentBet || state.actedAt[player] < 0;
}

export function startBettingRound(state: HandState): void {
  const n = state.stacks.length;
  state.phase = 'betting';
  state.minRaise = state.config.minBet;
  state.actedAt.fill(-1);
  if (state.street === 0) {
    // Preflop the player after the largest blind opens (after the later one on a tie): that is the
    // button heads-up and under the gun otherwise, also when a short big blind posted less than the small.
    let largest = 0;
    for (let player = 1; player < n; player += 1) if (state.bets[player] >= state.bets[largest]) largest = player;
    state.currentBet = state.bets[largest];
    state.opener = (largest + 1) % n;
  } else {
    state.currentBet = 0;
    state.opener = 0;
  }
  passActionFrom(state, state.opener - 1 + n);
}

function owesChips(state: HandState): boolean {
  for (let player = 0; player < state.stacks.length; player += 1) {
    if (!state.folded[player] && state.stacks[player] > 0 && state.bets[player] < state.currentBet) return true;
  }
  return false;
}

/**
 * Gives the turn to the next player after `from` who must act, or closes the round. A player left alone
 * with chips who owes nothing has no action (TDA): he could only check, since no one could call a raise.
 * So a big blind whose blind covers a short all-in is not asked, and the board is dealt out.
 */
export function passActionFrom(state: HandState, from: number): void {
  if (playersWhoCanBet(state) <= 1 && !owesChips(state)) {
    endBettingRound(state);
    return;
  }
  const n = state.stacks.length;
  for (let step = 1; step <= n; step += 1) {
    const player = (from + step) % n;
    if (mustAct(state, player)) {
      state.actor = player;
      return;
    }
  }
  endBettingRound(state);
}

/** The part of the largest bet nobody matched goes back to its owner. */
function returnUncalledBet(state: HandState): void {
  const { bets } = state;
  let top = -1;
  let second = 0;
  for (let player = 0; player < bets.length; player += 1) {
    if (top < 0 || bets[player] > bets[top]) {
      if (top >= 0) second = Math.max(second, bets[top]);
      top = player;
    } else {
      second = Math.max(second, bets[player]);
    }
  }
  const uncalled = bets[top] - second;
  if (uncalled > 0) {
    bets[top] -= uncalled;
    state.committed[top] -= uncalled;
    state.stacks[top] += uncalled;
  }
}

export function endBettingRound(state: HandState): void {
  returnUncalledBet(state);
  for (const bet of state.bets) state.collected += bet;
  state.bets.fill(0);
  state.currentBet = 0;
  state.actor = -1;
  if (playersInHand(state) === 1) {
    settle(state);
  } else if (state.street === 3 || playersWhoCanBet(state) <= 1) {
    state.runout = state.board.length < BOARD_SIZE;
    beginShowdown(state);
  } else {
    state.phase = 'dealBoard';
    dealFromDeck(state);
  }
}

/**
 * TDA rule 16: once no more betting is possible because at most one player still has chips, every hand is
 * tabled at once, so the order in which they are shown no longer matters.
 */
export const handsTabledAtOnce = (state: HandState): boolean => state.phase === 'showdown' && playersWhoCanBet(state) <= 1;

/**
 * Hands are shown from the last aggressor (else the first to act on the last street) clockwise. When the
 * engine deals from its own deck it knows every hand, so it tables them all itself when rule 16 applies.
 */
function beginShowdown(state: HandState): void {
  const n = state.stacks.length;
  state.phase = 'showdown';
  state.showdownQueue = [];
  for (let step = 0; step < n; step += 1) {
    const player = (state.opener + step) % n;
    if (!state.folded[player]) state.showdownQueue.push(player);
  }
  state.actor = state.showdownQueue[0];
  if (state.deck !== null && handsTabledAtOnce(state)) tableEveryHand(state);
}

function tableEveryHand(state: HandState): void {
  for (const player of state.showdownQueue) {
    state.revealed[player] = true;
    state.log.push({ player, type: 'show', cards: [...state.holeCards[player]] });
  }
  state.showdownQueue = [];
  endShowdown(state);
}

/** `player` has shown or mucked: the next hand in the queue is due, or the showdown is over. */
export function passShowdownTurn(state: HandState, player: number): void {
  state.showdownQueue.splice(state.showdownQueue.indexOf(player), 1);
  if (state.showdownQueue.length > 0) {
    state.actor = state.showdownQueue[0];
    return;
  }
  endShowdown(state);
}

function endShowdown(state: HandState): void {
  state.actor = -1;
  if (state.board.length < BOARD_SIZE) {
    state.phase = 'dealBoard';
    dealFromDeck(state);
  } else {
    settle(state);
  }
}

export function afterHoleCardsDealt(state: HandState): void {
  if (state.holeCards.every((cards) => cards.length > 0)) startBettingRound(state);
}

export function afterBoardDealt(state: HandState): void {
  if (!state.runout) startBettingRound(state);
  else if (state.board.length === BOARD_SIZE) settle(state);
}

function takeCards(deck: Card[], count: number): Card[] {
  if (deck.length < count) throw new Error('the deck ran out of cards');
  return deck.splice(0, count);
}

/** When the engine holds the deck it deals as a dealer would: round by round, burning before each street. */
export function dealFromDeck(state: HandState): void {
  const deck = state.deck;
  if (deck === null) return;
  if (state.phase === 'dealHole') {
    const n = state.stacks.length;
    const dealt = takeCards(deck, n * holeCardCount(state));
    state.holeCards = state.holeCards.map((_, player) => dealt.filter((_, position) => position % n === player));
    state.holeCards.forEach((cards, target) => state.log.push({ player: -1, type: 'dealHole', target, cards }));
    afterHoleCardsDealt(state);
    return;
  }
  while (state.phase === 'dealBoard') {
    takeCards(deck, 1);
    state.street += 1;
    const cards = takeCards(deck, BOARD_CARDS_BY_STREET[state.street]);
    state.board.push(...cards);
    state.log.push({ player: -1, type: 'dealBoard', cards });
    afterBoardDealt(state);
  }
}
