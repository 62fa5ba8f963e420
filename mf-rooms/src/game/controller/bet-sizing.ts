import type { GameType, LegalAction } from 'shared-events/contracts';

/** What the player to act has on the table: the chips behind and put in on this street, and the chips in the middle. */
export interface BetSituation {
  legal: readonly LegalAction[];
  /** Every chip in the middle, every bet of this street included (the player's own too). */
  pot: number;
  bigBlind: number;
  gameType: GameType;
  stack: number;
  /** Chips the player already put in on this street. */
  myBet: number;
}

/** The amount of a bet or raise, always a street total ("raise to"), between the legal min and max. */
export interface SizingRange {
  action: 'bet' | 'raise';
  min: number;
  max: number;
  /** The big blind, except where the whole range is narrower. */
  step: number;
}

export type PresetName = '½' | '¾' | 'Pot';
export interface SizingPreset {
  name: PresetName;
  amount: number;
}

/** The buttons to show, in order; names are the accessible names the players (and the tests) find them by. */
export type ControlButton =
  | { name: 'Fold'; action: 'fold' }
  | { name: 'Check'; action: 'check' }
  | { name: `Call ${number}`; action: 'call'; amount: number }
  | { name: 'Bet' | 'Raise to'; action: 'bet' | 'raise' }
  | { name: 'All-in'; action: 'bet' | 'raise'; amount: number }
  | { name: 'Show'; action: 'show' }
  | { name: 'Muck'; action: 'muck' };

const PRESET_SHARES: readonly [PresetName, number][] = [
  ['½', 1 / 2],
  ['¾', 3 / 4],
  ['Pot', 1],
];

export function sizingRange({ legal, bigBlind }: Pick<BetSituation, 'legal' | 'bigBlind'>): SizingRange | null {
  const sized = legal.find((action) => action.type === 'bet' || action.type === 'raise');
  if (!sized) return null;
  return { action: sized.type, min: sized.min, max: sized.max, step: Math.max(1, Math.min(bigBlind, sized.max - sized.min || bigBlind)) };
}

export function callAmount(legal: readonly LegalAction[]): number {
  const call = legal.find((action) => action.type === 'call');
  return call?.type === 'call' ? call.amount : 0;
}

/** An amount dragged on the slider, kept legal: whole big blinds, the max (all-in or the pot-limit cap) reachable at the top. */
export function snapAmount(value: number, range: SizingRange): number {
  if (!Number.isFinite(value) || value <= range.min) return range.min;
  if (value >= range.max - range.step / 2) return range.max;
  return Math.min(range.max, Math.max(range.min, Math.round(value / range.step) * range.step));
}

const chips = (amount: number) => amount.toLocaleString('en-US');

/**
 * An amount typed in the box, taken exactly as typed when the server would take it (whole chips within the legal
 * range; no silent snapping to the big blind); else what is wrong, with the legal range.
 */
export function checkAmount(typed: string, range: SizingRange): { amount: number; problem?: undefined } | { amount?: undefined; problem: string } {
  const text = typed.trim();
  const value = Number(text);
  if (text !== '' && Number.isInteger(value) && value >= range.min && value <= range.max) return { amount: value };
  const what = range.action === 'bet' ? 'bet' : 'raise to';
  return {
    problem:
      range.min === range.max
        ? `You can only ${what} ${chips(range.min)}`
        : `Enter a ${range.action} from ${chips(range.min)} to ${chips(range.max)}`,
  };
}

/**
 * ½, ¾ and Pot: that share of the pot after calling, on top of the call (a pot-sized raise is call + pot after
 * call), clamped to the legal range; the max is already the pot-limit cap in PLO.
 */
export function sizingPresets(situation: BetSituation): SizingPreset[] {
  const range = sizingRange(situation);
  if (!range) return [];
  const toCall = callAmount(situation.legal);
  const facing = situation.myBet + toCall;
  const potAfterCall = situation.pot + toCall;
  return PRESET_SHARES.map(([name, share]) => ({
    name,
    amount: Math.min(range.max, Math.max(range.min, Math.round(facing + share * potAfterCall))),
  }));
}

/**
 * Fold; Check or Call {amount}; Bet or Raise to; All-in when the largest legal amount puts every chip in. At a showdown
 * your beaten hand waits for Show or Muck.
 */
export function controlButtons(situation: BetSituation): ControlButton[] {
  const buttons: ControlButton[] = [];
  const has = (type: LegalAction['type']) => situation.legal.some((action) => action.type === type);
  if (has('show')) buttons.push({ name: 'Show', action: 'show' });
  if (has('muck')) buttons.push({ name: 'Muck', action: 'muck' });
  if (has('fold')) buttons.push({ name: 'Fold', action: 'fold' });
  if (has('check')) buttons.push({ name: 'Check', action: 'check' });
  if (has('call')) {
    const amount = callAmount(situation.legal);
    buttons.push({ name: `Call ${amount}`, action: 'call', amount });
  }
  const range = sizingRange(situation);
  if (range) {
    buttons.push(range.action === 'bet' ? { name: 'Bet', action: 'bet' } : { name: 'Raise to', action: 'raise' });
    if (range.max >= situation.myBet + situation.stack) buttons.push({ name: 'All-in', action: range.action, amount: range.max });
  }
  return buttons;
}
