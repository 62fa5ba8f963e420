import type { LegalAction } from 'shared-events/contracts';
import { checkAmount, controlButtons, sizingPresets, sizingRange, snapAmount, type BetSituation } from './bet-sizing';

const facingBet = (legal: LegalAction[], over: Partial<BetSituation> = {}): BetSituation => ({
  legal,
  pot: 300,
  bigBlind: 100,
  gameType: 'NLH',
  stack: 5000,
  myBet: 0,
  ...over,
});

describe('bet sizing', () => {
  it('offers Fold, Call {amount}, Raise to and All-in when facing a bet with a deep stack (NLH)', () => {
    const situation = facingBet([{ type: 'fold' }, { type: 'call', amount: 200 }, { type: 'raise', min: 400, max: 5000 }]);
    expect(controlButtons(situation).map((button) => button.name)).toEqual(['Fold', 'Call 200', 'Raise to', 'All-in']);
    expect(sizingRange(situation)).toEqual({ action: 'raise', min: 400, max: 5000, step: 100 });
  });

  it('offers Check and Bet when nobody bet', () => {
    const situation = facingBet([{ type: 'fold' }, { type: 'check' }, { type: 'bet', min: 100, max: 5000 }]);
    expect(controlButtons(situation).map((button) => button.name)).toEqual(['Fold', 'Check', 'Bet', 'All-in']);
  });

  it('has no All-in when the pot-limit cap is below the stack (PLO)', () => {
    const situation = facingBet([{ type: 'fold' }, { type: 'call', amount: 200 }, { type: 'raise', min: 400, max: 900 }], { gameType: 'PLO' });
    expect(controlButtons(situation).map((button) => button.name)).toEqual(['Fold', 'Call 200', 'Raise to']);
  });

  it('sizes ½, ¾ and Pot as the call plus that share of the pot after calling', () => {
    // 300 in the middle with a bet of 200 to call: the pot after calling is 500, a pot raise is to 200 + 500.
    const situation = facingBet([{ type: 'fold' }, { type: 'call', amount: 200 }, { type: 'raise', min: 400, max: 5000 }]);
    expect(sizingPresets(situation)).toEqual([
      { name: '½', amount: 450 },
      { name: '¾', amount: 575 },
      { name: 'Pot', amount: 700 },
    ]);
  });

  it('counts the chips the player already put in on the street and clamps to the legal range', () => {
    // The big blind (100 in) facing a raise to 300: 450 in the middle, 200 to call; pot after call 650, pot raise to 950.
    const situation = facingBet([{ type: 'fold' }, { type: 'call', amount: 200 }, { type: 'raise', min: 500, max: 900 }], { pot: 450, myBet: 100 });
    expect(sizingPresets(situation)).toEqual([
      { name: '½', amount: 625 },
      { name: '¾', amount: 788 },
      { name: 'Pot', amount: 900 },
    ]);
    expect(sizingPresets(facingBet([{ type: 'check' }, { type: 'bet', min: 100, max: 120 }], { pot: 20 }))[0].amount).toBe(100);
  });

  it('steps amounts by the big blind, and reaches the max at the top', () => {
    const range = { action: 'raise' as const, min: 400, max: 4950, step: 100 };
    expect(snapAmount(640, range)).toBe(600);
    expect(snapAmount(4920, range)).toBe(4950);
    expect(snapAmount(10, range)).toBe(400);
    expect(snapAmount(Number.NaN, range)).toBe(400);
    expect(sizingRange(facingBet([{ type: 'bet', min: 100, max: 150 }]))?.step).toBe(50);
  });

  it('takes a typed amount exactly when it is whole chips within the legal range, else says the range', () => {
    const range = { action: 'raise' as const, min: 400, max: 4950, step: 100 };
    expect(checkAmount('433', range)).toEqual({ amount: 433 });
    expect(checkAmount(' 4950 ', range)).toEqual({ amount: 4950 });
    for (const typed of ['', '399', '4951', '400.5', 'abc', '1e9'])
      expect(checkAmount(typed, range)).toEqual({ problem: 'Enter a raise from 400 to 4,950' });
    expect(checkAmount('90', { action: 'bet', min: 100, max: 100, step: 100 })).toEqual({ problem: 'You can only bet 100' });
  });

  it('has no sizing when only calling or folding is left', () => {
    const situation = facingBet([{ type: 'fold' }, { type: 'call', amount: 800 }], { stack: 800 });
    expect(sizingRange(situation)).toBeNull();
    expect(sizingPresets(situation)).toEqual([]);
    expect(controlButtons(situation).map((button) => button.name)).toEqual(['Fold', 'Call 800']);
  });
});
