import { type Card, UNKNOWN_CARD } from '../cards';
import { buildPots } from '../pots';
import { amountRefusal, amountToCall, raiseBounds } from './betting';
import {
  BOARD_CARDS_BY_STREET,
  afterBoardDealt,
  afterHoleCardsDealt,
  endBettingRound,
  handsTabledAtOnce,
  holeCardCount,
  passActionFrom,
  passShowdownTurn,
  playersInHand,
} from './progress';
import { refuse, type Refusal } from './refusals';
import type { ActionOutcome, DealerAction, HandState, LegalAction, PlayerAction } from './types';

const OK: ActionOutcome = { ok: true };

/** Who the hand waits for: a player (by index), the dealer, or nobody once it is over. */
export function nextToAct(state: HandState): { kind: 'player'; player: number } | { kind: 'dealer' } | { kind: 'none' } {
  if (state.phase === 'complete') return { kind: 'none' };
  if (state.phase === 'dealHole' || state.phase === 'dealBoard') return { kind: 'dealer' };
  return { kind: 'player', player: state.actor };
}

/**
 * Why `player` may not muck now, or null. Once anyone is all in, every hand is tabled (TDA rule 16);
 * otherwise a hand may be mucked unless it is the last live one in a pot, which it must show to win.
 */
function muckRefusal(state: HandState, player: number): Refusal | null {
  for (let other = 0; other < state.stacks.length; other += 1) {
    if (!state.folded[other] && state.stacks[other] === 0) return refuse('HANDS_ARE_TABLED');
  }
  const stillLive = (other: number) => other !== player && !state.mucked[other];
  for (const pot of buildPots(state.committed, state.folded, state.deadMoney)) {
    if (pot.eligible.length > 1 && pot.eligible.includes(player) && !pot.eligible.some(stillLive)) {
      return refuse('LAST_LIVE_HAND_MUST_SHOW');
    }
  }
  return null;
}

/** Whether it is `player`'s turn: the actor's, or any hand still to show once all are tabled at once (rule 16). */
function mayActNow(state: HandState, player: number): boolean {
  if (player === state.actor) return true;
  return handsTabledAtOnce(state) && state.showdownQueue.includes(player);
}

/** Everything `player` may do now; empty when it is not his turn. */
export function legalActions(state: HandState, player: number): LegalAction[] {
  if (!mayActNow(state, player)) return [];
  if (state.phase === 'showdown') {
    return muckRefusal(state, player) === null ? [{ type: 'show' }, { type: 'muck' }] : [{ type: 'show' }];
  }
  if (state.phase !== 'betting') return [];
  const toCall = amountToCall(state, player);
  const actions: LegalAction[] = toCall > 0 ? [{ type: 'fold' }, { type: 'call', amount: toCall }] : [{ type: 'check' }];
  const bounds = raiseBounds(state, player);
  if (typeof bounds !== 'string') actions.push({ type: state.currentBet === 0 ? 'bet' : 'raise', ...bounds });
  return actions;
}

/** Applies a player's action if it is legal; otherwise leaves the state untouched and says why (see `REFUSALS`). */
export function applyAction(state: HandState, player: number, action: PlayerAction): ActionOutcome {
  if (state.phase === 'complete') return refuse('HAND_OVER');
  if (state.phase === 'dealHole' || state.phase === 'dealBoard') return refuse('WAITING_FOR_DEALER');
  if (!mayActNow(state, player)) return refuse('NOT_YOUR_TURN', state.actor);
  if (state.phase === 'showdown') return showOrMuck(state, player, action);
  return bettingAction(state, player, action);
}

function bettingAction(state: HandState, player: number, action: PlayerAction): ActionOutcome {
  const facing = state.currentBet - state.bets[player];
  switch (action.type) {
    case 'fold':
      if (facing <= 0) return refuse('CANNOT_FOLD_WITHOUT_BET');
      state.folded[player] = true;
      state.log.push({ player, type: 'fold' });
      break;
    case 'check':
      if (facing > 0) return refuse('CANNOT_CHECK_FACING_BET', facing);
      state.log.push({ player, type: 'check' });
      break;
    case 'call': {
      if (facing <= 0) return refuse('NOTHING_TO_CALL');
      const amount = amountToCall(state, player);
      moveChips(state, player, amount);
      state.log.push({ player, type: 'call', amount });
      break;
    }
    case 'bet':
    case 'raise': {
      if (action.type === 'bet' && state.currentBet > 0) return refuse('CANNOT_BET_AFTER_BET');
      if (action.type === 'raise' && state.currentBet === 0) return refuse('NO_BET_TO_RAISE');
      const bounds = raiseBounds(state, player);
      if (typeof bounds === 'string') return refuse(bounds);
      const { amount } = action;
      const refusal = amountRefusal(state, player, action.type, amount, bounds);
      if (refusal !== null) return refusal;
      const increment = amount - state.currentBet;
      if (increment >= state.minRaise) state.minRaise = increment;
      moveChips(state, player, amount - state.bets[player]);
      state.currentBet = amount;
      state.opener = player;
      state.log.push({ player, type: action.type, amount });
      break;
    }
    default:
      return refuse('NOT_A_BETTING_ACTION', action.type);
  }
  state.actedAt[player] = state.currentBet;
  // The last player left wins at once, even one who has not acted yet (a big blind everyone folded to).
  if (action.type === 'fold' && playersInHand(state) === 1) endBettingRound(state);
  else passActionFrom(state, player);
  return OK;
}

function moveChips(state: HandState, player: number, amount: number): void {
  state.stacks[player] -= amount;
  state.bets[player] += amount;
  state.committed[player] += amount;
}

function showOrMuck(state: HandState, player: number, action: PlayerAction): ActionOutcome {
  if (action.type === 'muck') {
    const refusal = muckRefusal(state, player);
    if (refusal !== null) return refusal;
    state.mucked[player] = true;
    state.log.push({ player, type: 'muck' });
  } else if (action.type === 'show') {
    const hole = state.holeCards[player];
    if (action.cards !== undefined && !sameCards(action.cards, hole)) {
      if (!hole.includes(UNKNOWN_CARD)) return refuse('NOT_THE_PLAYERS_CARDS');
      const refusal = newCardsRefusal(state, action.cards, hole.length);
      if (refusal !== null) return refusal;
      state.holeCards[player] = [...action.cards];
    }
    if (state.holeCards[player].includes(UNKNOWN_CARD)) return refuse('CARDS_UNKNOWN');
    state.revealed[player] = true;
    state.log.push({ player, type: 'show', cards: [...state.holeCards[player]] });
  } else {
    return refuse('NOT_A_SHOWDOWN_ACTION', action.type);
  }
  passShowdownTurn(state, player);
  return OK;
}

function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  return a.length === b.length && a.every((card) => b.includes(card));
}

/** Why `cards` cannot be dealt now (wrong count, not real cards, already in play), or null. */
function newCardsRefusal(state: HandState, cards: readonly Card[], count: number): Refusal | null {
  if (cards.length !== count) return refuse('WRONG_CARD_COUNT', count, cards.length);
  for (let i = 0; i < cards.length; i += 1) {
    const card = cards[i];
    if (!Number.isInteger(card) || card < 0 || card > UNKNOWN_CARD) return refuse('NOT_A_CARD', card);
    if (card === UNKNOWN_CARD) continue;
    if (cards.indexOf(card) !== i || state.board.includes(card) || state.holeCards.some((hole) => hole.includes(card))) {
      return refuse('CARD_DEALT_TWICE');
    }
  }
  return null;
}

/** Deals cards the engine did not draw itself: a live dealer's, or a hand history's. */
export function applyDealerAction(state: HandState, action: DealerAction): ActionOutcome {
  if (state.deck !== null) return refuse('ENGINE_DEALS');
  if (action.type === 'dealHole') {
    if (state.phase !== 'dealHole') return refuse('NOT_DEALING_HOLE_CARDS');
    const { player, cards } = action;
    if (!(player >= 0 && player < state.stacks.length)) return refuse('NO_SUCH_PLAYER', player);
    if (state.holeCards[player].length > 0) return refuse('PLAYER_HAS_CARDS', player);
    const refusal = newCardsRefusal(state, cards, holeCardCount(state));
    if (refusal !== null) return refusal;
    // Hole and log entries may share one copy: neither is ever changed in place.
    const dealt = [...cards];
    state.holeCards[player] = dealt;
    state.log.push({ player: -1, type: 'dealHole', target: player, cards: dealt });
    afterHoleCardsDealt(state);
    return OK;
  }
  if (state.phase !== 'dealBoard') return refuse('NO_BOARD_CARDS_DUE');
  const refusal = newCardsRefusal(state, action.cards, BOARD_CARDS_BY_STREET[state.street + 1]);
  if (refusal !== null) return refusal;
  if (action.cards.includes(UNKNOWN_CARD)) return refuse('BOARD_CARDS_UNKNOWN');
  state.street += 1;
  const dealt = [...action.cards];
  state.board.push(...dealt);
  state.log.push({ player: -1, type: 'dealBoard', cards: dealt });
  afterBoardDealt(state);
  return OK;
}
