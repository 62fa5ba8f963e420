import type { GameType, HandResult } from 'shared-events/contracts';

const RESULT_WORDS: Record<HandResult, string> = { won: 'Won', lost: 'Lost', split: 'Split', even: 'Even', void: 'Void' };

const chips = new Intl.NumberFormat('en-US');

/** Chips won or lost in a hand, signed: "+1,200", "-50", "0". */
export function signedChips(net: number): string {
  return `${net > 0 ? '+' : net < 0 ? '-' : ''}${chips.format(Math.abs(net))}`;
}

/** The Result column: "Won +120", "Lost -50", "Split +30", "Even 0". */
export function resultText({ result, net }: { result: HandResult; net: number }): string {
  return `${RESULT_WORDS[result]} ${signedChips(net)}`;
}

export function chipsText(amount: number): string {
  return `${chips.format(amount)} chips`;
}

export const GAME_NAMES: Record<GameType, string> = { NLH: "No-Limit Hold'em", PLO: 'Pot-Limit Omaha' };
