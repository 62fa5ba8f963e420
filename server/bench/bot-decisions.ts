import type { LegalAction, PlayerActionType, ShowdownActionType } from 'shared-events/contracts';

export interface BotDecision {
  action: PlayerActionType | ShowdownActionType;
  /** For bet and raise: the street total. */
  amount?: number;
}

/** A street total between the legal bounds, rounded to the big blind where the bounds allow. */
function sized(bounds: { min: number; max: number }, wanted: number, bigBlind: number): number {
  const rounded = Math.round(wanted / bigBlind) * bigBlind;
  return Math.min(bounds.max, Math.max(bounds.min, rounded));
}

/** How often a bot goes all in, bets or raises, and (facing a bet it could fold to) calls: cumulative odds of one roll. */
export interface BotStyle {
  allIn: number;
  betOrRaise: number;
  call: number;
}

/**
 * The table benchmark's player: mostly checks and calls, folds a quarter of the time when facing a bet, bets or
 * raises half the pot to the pot now and then, rarely all-in: hands reach every street and stacks last through a run.
 */
export const TABLE_STYLE: BotStyle = { allIn: 0.01, betOrRaise: 0.2, call: 0.75 };

/**
 * The tournament benchmark's player: folds most hands facing a bet (before the flop the big blind is one), so hands
 * are short as at a real table, and goes all in now and then, so players bust, tables break and the director balances
 * them within a run of minutes.
 */
export const TOURNAMENT_STYLE: BotStyle = { allIn: 0.03, betOrRaise: 0.12, call: 0.45 };

/** A random decision in `style`: bets and raises of half the pot to the pot, checks when it can. */
export function chooseAction(
  legal: LegalAction[],
  pot: number,
  bigBlind: number,
  style: BotStyle = TABLE_STYLE,
  random: () => number = Math.random,
): BotDecision {
  const find = <T extends LegalAction['type']>(type: T) => legal.find((option): option is Extract<LegalAction, { type: T }> => option.type === type);
  const check = find('check');
  const call = find('call');
  const aggressive = find('bet') ?? find('raise');
  const roll = random();
  // A beaten hand at the showdown: mucked, as a player would (the table would wait its clock out otherwise).
  if (find('muck')) return { action: 'muck' };
  if (aggressive && roll < style.allIn) return { action: aggressive.type, amount: aggressive.max };
  if (aggressive && roll < style.betOrRaise) {
    const wanted = (aggressive.type === 'raise' ? aggressive.min : 0) + pot * (0.5 + random() / 2);
    return { action: aggressive.type, amount: sized(aggressive, wanted, bigBlind) };
  }
  if (check) return { action: 'check' };
  if (call && roll < style.call) return { action: 'call' };
  return { action: 'fold' };
}

/** What a bot falls back to when its choice was refused: muck at a showdown, else check, else call, else fold. */
export function passiveAction(legal: LegalAction[]): BotDecision {
  if (legal.some((option) => option.type === 'muck')) return { action: 'muck' };
  for (const type of ['check', 'call'] as const) if (legal.some((option) => option.type === type)) return { action: type };
  return { action: 'fold' };
}
