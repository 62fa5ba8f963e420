/**
 * A tournament's blind structure (issue #26): the default the server plays for a starting stack, and the rules an
 * admin's own structure must follow. Pure, one implementation: the server refuses with these messages and the back
 * office's form says them before the request.
 */
import type { BlindLevel } from './table';

/** How many levels a generated structure holds; the last one lasts until the tournament ends. */
export const DEFAULT_LEVEL_COUNT = 20;
/** From this level on, the big blind also posts a big-blind ante equal to the big blind. */
export const ANTE_FROM_LEVEL = 4;
/** The most levels a structure may have (at a minute a level, an hour of play). */
export const MAX_BLIND_LEVELS = 60;
const GROWTH = 1.5;

/** Chip-friendly steps: 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten. */
const NICE_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/**
 * The nice even number nearest to `value` (never below 2): even, so the small blind is exactly half (5/10, 15/30, not
 * 7/15).
 */
export function chipFriendly(value: number): number {
  if (value <= 2) return 2;
  const power = 10 ** Math.floor(Math.log10(value));
  const steps = NICE_STEPS.map((step) => step * power).filter((candidate) => Number.isInteger(candidate) && candidate % 2 === 0);
  return steps.reduce((best, candidate) => (Math.abs(candidate - value) < Math.abs(best - value) ? candidate : best));
}

/**
 * The default structure for a starting stack: the big blind starts near 1/100 of the stack and grows about 1.5×
 * per level (rounded to chip-friendly even numbers, always growing); the small blind is half the big blind; a big-blind ante equal to the big blind from ANTE_FROM_LEVEL on.
 */
export function defaultBlindStructure(startingStack: number, levels = DEFAULT_LEVEL_COUNT): BlindLevel[] {
  const structure: BlindLevel[] = [];
  let target = startingStack / 100;
  let previous = 0;
  for (let level = 1; level <= levels; level += 1) {
    let bigBlind = chipFriendly(target);
    if (bigBlind <= previous) bigBlind = chipFriendly(previous * GROWTH + 1);
    if (bigBlind <= previous) bigBlind = previous + 2;
    previous = bigBlind;
    structure.push({ level, smallBlind: Math.floor(bigBlind / 2), bigBlind, ante: level >= ANTE_FROM_LEVEL ? bigBlind : 0 });
    target *= GROWTH;
  }
  return structure;
}

/** What is wrong with a structure: the row (0-based; null for the whole) and the field it is about, and why. */
export interface BlindStructureProblem {
  index: number | null;
  field: keyof BlindLevel | null;
  message: string;
}

const BLIND_FIELDS = [
  ['smallBlind', 'small blind'],
  ['bigBlind', 'big blind'],
  ['ante', 'ante'],
] as const;

/**
 * The first rule a structure breaks, or undefined: 1 to MAX_BLIND_LEVELS levels numbered 1, 2, 3… in order, whole
 * chips, 1 ≤ small blind ≤ big blind, big blinds strictly increasing, 0 ≤ ante ≤ big blind, and a first big blind the
 * starting stack can post.
 */
export function blindStructureProblem(levels: readonly BlindLevel[], startingStack: number): BlindStructureProblem | undefined {
  if (levels.length < 1 || levels.length > MAX_BLIND_LEVELS) {
    return { index: null, field: null, message: `The blind structure must have from 1 to ${MAX_BLIND_LEVELS} levels.` };
  }
  for (const [index, row] of levels.entries()) {
    const problem = (field: keyof BlindLevel, text: string) => ({ index, field, message: `Level ${index + 1}: ${text}.` });
    if (row.level !== index + 1) return problem('level', `levels must be numbered 1, 2, 3… in order, this one is numbered ${row.level}`);
    for (const [field, name] of BLIND_FIELDS) {
      if (!Number.isSafeInteger(row[field])) return problem(field, `the ${name} must be a whole number`);
    }
    if (row.smallBlind < 1) return problem('smallBlind', 'the small blind must be at least 1');
    if (row.smallBlind > row.bigBlind) return problem('smallBlind', 'the small blind cannot be more than the big blind');
    const previous = levels[index - 1];
    if (previous && row.bigBlind <= previous.bigBlind) {
      return problem('bigBlind', `the big blind must be more than level ${index}'s (${previous.bigBlind})`);
    }
    if (row.ante < 0 || row.ante > row.bigBlind) return problem('ante', 'the ante must be from 0 to the big blind');
  }
  if (levels[0].bigBlind > startingStack) {
    return { index: 0, field: 'bigBlind', message: `Level 1: the big blind cannot be more than the starting stack (${startingStack}).` };
  }
  return undefined;
}

/** Whether two structures play the same levels. */
export const sameBlindStructure = (a: readonly BlindLevel[], b: readonly BlindLevel[]): boolean =>
  a.length === b.length &&
  a.every((level, index) => {
    const other = b[index];
    return level.level === other.level && level.smallBlind === other.smallBlind && level.bigBlind === other.bigBlind && level.ante === other.ante;
  });
