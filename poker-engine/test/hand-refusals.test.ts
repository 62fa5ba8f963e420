import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCards } from '../src/cards';
import { applyDealerAction } from '../src/hand/actions';
import { createHand } from '../src/hand/create';
import { REFUSALS } from '../src/hand/refusals';
import type { DealerAction } from '../src/hand/types';
import { assertRefused, dealBoard, dealtHand, play, tableConfig } from './support/hands';
import { seededRandomInt } from './support/seeded-random';

describe('refusal codes', () => {
  it('are a fixed list that clients may rely on', () => {
    assert.deepEqual(Object.keys(REFUSALS), [
      'HAND_OVER',
      'WAITING_FOR_DEALER',
      'NOT_YOUR_TURN',
      'CANNOT_FOLD_WITHOUT_BET',
      'CANNOT_CHECK_FACING_BET',
      'NOTHING_TO_CALL',
      'CANNOT_BET_AFTER_BET',
      'NO_BET_TO_RAISE',
      'NOT_ENOUGH_CHIPS_TO_RAISE',
      'BETTING_NOT_REOPENED',
      'NO_OPPONENT_CAN_CALL',
      'BET_NOT_WHOLE',
      'BET_BELOW_MINIMUM',
      'BET_ABOVE_STACK',
      'BET_ABOVE_POT_LIMIT',
      'RAISE_NOT_WHOLE',
      'RAISE_BELOW_MINIMUM',
      'RAISE_ABOVE_STACK',
      'RAISE_ABOVE_POT_LIMIT',
      'NOT_A_BETTING_ACTION',
      'HANDS_ARE_TABLED',
      'LAST_LIVE_HAND_MUST_SHOW',
      'NOT_THE_PLAYERS_CARDS',
      'CARDS_UNKNOWN',
      'NOT_A_SHOWDOWN_ACTION',
      'ENGINE_DEALS',
      'NOT_DEALING_HOLE_CARDS',
      'NO_SUCH_PLAYER',
      'PLAYER_HAS_CARDS',
      'NO_BOARD_CARDS_DUE',
      'BOARD_CARDS_UNKNOWN',
      'WRONG_CARD_COUNT',
      'NOT_A_CARD',
      'CARD_DEALT_TWICE',
    ]);
  });

  it('name the bound a bet or raise amount misses', () => {
    const state = dealtHand(tableConfig([1000, 1000, 1000]));
    assertRefused(state, 2, { type: 'raise', amount: 1001 }, 'RAISE_ABOVE_STACK', /^raise must be to a whole amount from 200 to 1000, got 1001$/);
    for (const player of [2, 0]) play(state, player, { type: 'call' });
    play(state, 1, { type: 'check' });
    dealBoard(state, 'KhQhJc');
    assertRefused(state, 0, { type: 'bet', amount: 99 }, 'BET_BELOW_MINIMUM', /from 100 to 900, got 99/);
    assertRefused(state, 0, { type: 'bet', amount: 901 }, 'BET_ABOVE_STACK', /from 100 to 900, got 901/);
    assertRefused(state, 0, { type: 'bet', amount: Number.NaN }, 'BET_NOT_WHOLE', /got NaN/);

    const omaha = dealtHand(tableConfig([5000, 5000, 5000], { variant: 'PLO' }));
    for (const player of [2, 0]) play(omaha, player, { type: 'call' });
    play(omaha, 1, { type: 'check' });
    dealBoard(omaha, 'KhQhJc');
    assertRefused(omaha, 0, { type: 'bet', amount: 301 }, 'BET_ABOVE_POT_LIMIT', /^bet must be to a whole amount from 100 to 300, got 301$/);
  });

  it('name a dealer’s mistakes', () => {
    const state = createHand(tableConfig([1000, 1000]));
    const deal = (action: DealerAction) => applyDealerAction(state, action);
    assert.deepEqual(deal({ type: 'dealBoard', cards: parseCards('KhQhJc') }), {
      ok: false,
      code: 'NO_BOARD_CARDS_DUE',
      reason: 'no board cards are due',
    });
    assert.deepEqual(deal({ type: 'dealHole', player: 2, cards: parseCards('AsAd') }), { ok: false, code: 'NO_SUCH_PLAYER', reason: 'no player 2' });
    assert.deepEqual(deal({ type: 'dealHole', player: 0, cards: parseCards('As') }), {
      ok: false,
      code: 'WRONG_CARD_COUNT',
      reason: 'expected 2 cards, got 1',
    });
    assert.deepEqual(deal({ type: 'dealHole', player: 0, cards: [12, 53] }), { ok: false, code: 'NOT_A_CARD', reason: 'not a card: 53' });
    assert.deepEqual(deal({ type: 'dealHole', player: 0, cards: parseCards('AsAd') }), { ok: true });
    assert.deepEqual(deal({ type: 'dealHole', player: 0, cards: parseCards('KsKd') }), {
      ok: false,
      code: 'PLAYER_HAS_CARDS',
      reason: 'player 0 already has cards',
    });
    assert.deepEqual(deal({ type: 'dealHole', player: 1, cards: parseCards('AsKd') }), {
      ok: false,
      code: 'CARD_DEALT_TWICE',
      reason: 'a card is dealt twice',
    });
    const engineDealt = createHand(tableConfig([1000, 1000]), { shuffle: seededRandomInt(1) });
    const outcome = applyDealerAction(engineDealt, { type: 'dealBoard', cards: parseCards('KhQhJc') });
    assert.equal(outcome.ok ? null : outcome.code, 'ENGINE_DEALS');
  });
});
