import type { BlindLevel } from 'shared-events/contracts';

/** How many levels a generated structure holds; the last one lasts until the tournament ends. */
export const DEFAULT_LEVEL_COUNT = 20;
/** From this level on, the big blind also posts a big-blind ante equal to the big blind. */
export const ANTE_FROM_LEVEL = 4;
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

/**
 * The structure a tournament plays: the one an admin set, else the default for its starting stack. A table keeps
 * the structure in force when it starts, so a later edit of the tournament never changes the blinds of a table in play.
 */
export function tournamentBlindStructure(tournament: { blind_structure: BlindLevel[] | null; starting_stack: number }): BlindLevel[] {
  return tournament.blind_structure ?? defaultBlindStructure(tournament.starting_stack);
}

/**
 * The level in force at `at`, for a table whose `current` level started at `startedAt`: levels last `levelSeconds`
 * each (a hand in play finishes at its level; the new one applies from the next deal); the last level never ends.
 */
export function nextLevel(
  structure: readonly BlindLevel[],
  levelSeconds: number,
  current: BlindLevel,
  startedAt: Date,
  at: Date,
): { level: BlindLevel; startedAt: Date } {
  const levelMs = levelSeconds * 1000;
  const index = structure.findIndex((level) => level.level === current.level);
  const passed = Math.min(structure.length - 1 - index, Math.max(0, Math.floor((at.getTime() - startedAt.getTime()) / levelMs)));
  return { level: structure[index + passed], startedAt: new Date(startedAt.getTime() + passed * levelMs) };
}
