import type { LegalAction, PlayerActionType, Street } from 'shared-events/contracts';

/** What a player ticks before their turn, as on the big poker sites. */
export type PreAction = 'checkFold' | 'callAny' | 'fold';

export const PRE_ACTION_LABELS: Record<PreAction, string> = { checkFold: 'Check/Fold', callAny: 'Call any', fold: 'Fold' };

/**
 * The decision a ticked box makes when the turn comes:
 * - Check/Fold checks when checking is legal, else folds (whatever the bet grew to: that is its point);
 * - Call any calls whatever the bet is, and checks when there is nothing to call;
 * - Fold folds, but checks when checking is free: nobody means to give a hand up for nothing.
 */
export function decisionFor(choice: PreAction, legal: readonly LegalAction[]): PlayerActionType | null {
  const can = (type: LegalAction['type']) => legal.some((action) => action.type === type);
  if (can('check')) return 'check';
  if (choice === 'callAny') return can('call') ? 'call' : null;
  return can('fold') ? 'fold' : null;
}

/** Where the box belongs: a choice is forgotten when the street or the hand changes, as on the big sites. */
export interface PreActionMoment {
  handNumber: number;
  street: Street;
}

export function sameMoment(a: PreActionMoment | null, b: PreActionMoment | null): boolean {
  return a !== null && b !== null && a.handNumber === b.handNumber && a.street === b.street;
}
