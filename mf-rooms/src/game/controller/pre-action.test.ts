import type { LegalAction } from 'shared-events/contracts';
import { decisionFor, sameMoment } from './pre-action';

const checkable: LegalAction[] = [{ type: 'fold' }, { type: 'check' }, { type: 'bet', min: 100, max: 1000 }];
const facing: LegalAction[] = [{ type: 'fold' }, { type: 'call', amount: 300 }, { type: 'raise', min: 600, max: 1000 }];

describe('pre-actions', () => {
  it('Check/Fold checks when it can, else folds', () => {
    expect(decisionFor('checkFold', checkable)).toEqual('check');
    expect(decisionFor('checkFold', facing)).toEqual('fold');
  });

  it('Call any calls any amount, and checks when there is nothing to call', () => {
    expect(decisionFor('callAny', facing)).toEqual('call');
    expect(decisionFor('callAny', checkable)).toEqual('check');
  });

  it('Fold folds, but never folds a free check', () => {
    expect(decisionFor('fold', facing)).toEqual('fold');
    expect(decisionFor('fold', checkable)).toEqual('check');
  });

  it('belongs to one street of one hand', () => {
    expect(sameMoment({ handNumber: 3, street: 'flop' }, { handNumber: 3, street: 'flop' })).toBe(true);
    expect(sameMoment({ handNumber: 3, street: 'flop' }, { handNumber: 3, street: 'turn' })).toBe(false);
    expect(sameMoment({ handNumber: 3, street: 'flop' }, { handNumber: 4, street: 'flop' })).toBe(false);
    expect(sameMoment(null, { handNumber: 4, street: 'flop' })).toBe(false);
  });
});
