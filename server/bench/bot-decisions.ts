import type { LegalAction, PlayerActionType } from 'shared-events/contracts';

export interface BotDecision {
  action: PlayerActionType;
  /** For bet and raise: the street total. */
  amount?: number;
}

/** A street total between the legal bounds, rounded to the big blind where the bounds allow. */
function sized(bounds: { min: number; max: number }, wanted: number, bigBlind: number): number {
  const rounded = Math.round(wanted / bigBlind) * bigBlind;
  return Math.min(bounds.max, Math.max(bounds.min, rounded));
}

/**
 * A random player who mostly checks and calls, folds a quarter of the time when facing a bet, and bets or raises
 * half the pot to the pot now and then, rarely all-in: hands reach every street and stacks last through a run.
 */
export function chooseAction(legal: LegalAction[], pot: number, bigBlind: number, random: () => number = Math.random): BotDecision {
  const find = <T extends LegalAction['type']>(type: T) => legal.find((option): option is Extract<LegalAction, { type: T }> => option.type === type);
  const check = find('check');
  const call = find('call');
  const aggressive = find('bet') ?? find('raise');
  const roll = random();
  if (aggressive && roll < 0.01) return { action: aggressive.type, amount: aggressive.max };
  if (aggressive && roll < 0.2) {
    const wanted = (aggressive.type === 'raise' ? aggressive.min : 0) + pot * (0.5 + random() / 2);
    return { action: aggressive.type, amount: sized(aggressive, wanted, bigBlind) };
  }
  if (check) return { action: 'check' };
  if (call && roll < 0.75) return { action: 'call' };
  return { action: 'fold' };
}

/** What a bot falls back to when its choice was refused: check, else call, else fold. */
export function passiveAction(legal: LegalAction[]): BotDecision {
  for (const type of ['check', 'call'] as const) if (legal.some((option) => option.type === type)) return { action: type };
  return { action: 'fold' };
}
