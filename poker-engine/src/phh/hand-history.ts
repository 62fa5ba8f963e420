import { formatToml, parseToml, type TomlValue } from './toml';

/** PHH variant codes this engine plays: no-limit Texas hold'em and pot-limit Omaha. */
export type PhhVariant = 'NT' | 'PO';

/** A PHH hand (https://phh.readthedocs.io): the fields replay needs, plus every other field as read. */
export interface PhhHand {
  variant: PhhVariant;
  anteTrimmingStatus: boolean;
  antes: number[];
  blindsOrStraddles: number[];
  minBet: number;
  startingStacks: number[];
  actions: string[];
  finishingStacks?: number[];
  /** Other fields (players, event, hand, …), kept in file order so writing loses nothing. */
  extra: Record<string, TomlValue>;
}

const KNOWN_FIELDS = new Set([
  'variant',
  'ante_trimming_status',
  'antes',
  'blinds_or_straddles',
  'min_bet',
  'starting_stacks',
  'actions',
  'finishing_stacks',
]);

function numbers(table: Record<string, TomlValue>, key: string): number[] {
  const value = table[key];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'number')) throw new Error(`${key} must be a list of numbers`);
  return value as number[];
}

export function parsePhh(text: string): PhhHand {
  const table = parseToml(text);
  const { variant, actions } = table;
  if (variant !== 'NT' && variant !== 'PO') throw new Error(`unsupported variant '${String(variant)}' (NT and PO are played)`);
  if (typeof table.min_bet !== 'number') throw new Error('min_bet is required');
  if (!Array.isArray(actions) || !actions.every((action) => typeof action === 'string')) throw new Error('actions must be a list of strings');
  const hand: PhhHand = {
    variant,
    anteTrimmingStatus: table.ante_trimming_status === true,
    antes: numbers(table, 'antes'),
    blindsOrStraddles: numbers(table, 'blinds_or_straddles'),
    minBet: table.min_bet,
    startingStacks: numbers(table, 'starting_stacks'),
    actions: actions as string[],
    extra: {},
  };
  if (table.finishing_stacks !== undefined) hand.finishingStacks = numbers(table, 'finishing_stacks');
  for (const key of Object.keys(table)) if (!KNOWN_FIELDS.has(key)) hand.extra[key] = table[key];
  return hand;
}

export function formatPhh(hand: PhhHand): string {
  const lines = [
    `variant = ${formatToml(hand.variant)}`,
    `ante_trimming_status = ${formatToml(hand.anteTrimmingStatus)}`,
    `antes = ${formatToml(hand.antes)}`,
    `blinds_or_straddles = ${formatToml(hand.blindsOrStraddles)}`,
    `min_bet = ${formatToml(hand.minBet)}`,
    `starting_stacks = ${formatToml(hand.startingStacks)}`,
    `actions = ${formatToml(hand.actions)}`,
  ];
  for (const [key, value] of Object.entries(hand.extra)) lines.push(`${key} = ${formatToml(value)}`);
  if (hand.finishingStacks !== undefined) lines.push(`finishing_stacks = ${formatToml(hand.finishingStacks)}`);
  return `${lines.join('\n')}\n`;
}
