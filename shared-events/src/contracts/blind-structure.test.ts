import { blindStructureProblem, defaultBlindStructure, MAX_BLIND_LEVELS, sameBlindStructure } from './blind-structure';
import { blindTimeline } from './play-clock';
import type { BlindLevel } from './table';

const levels = (...blinds: [number, number, number][]): BlindLevel[] =>
  blinds.map(([smallBlind, bigBlind, ante], index) => ({ level: index + 1, smallBlind, bigBlind, ante }));

describe('defaultBlindStructure', () => {
  it('starts near 1/100 of the stack, grows in chip-friendly steps, with antes from level 4', () => {
    expect(defaultBlindStructure(10_000).slice(0, 5)).toEqual(levels([50, 100, 0], [75, 150, 0], [100, 200, 0], [150, 300, 300], [250, 500, 500]));
  });

  it.each([1500, 10_000, 20_000, 1_000_000])('follows its own rules for a stack of %i', (stack) => {
    expect(blindStructureProblem(defaultBlindStructure(stack), stack)).toBeUndefined();
  });
});

describe('blindStructureProblem', () => {
  it.each<[string, BlindLevel[], number | null, string | null, string]>([
    ['no level', [], null, null, `The blind structure must have from 1 to ${MAX_BLIND_LEVELS} levels.`],
    ['61 levels', defaultBlindStructure(10_000, 61), null, null, 'The blind structure must have from 1 to 60 levels.'],
    [
      'levels out of order',
      [
        { level: 1, smallBlind: 5, bigBlind: 10, ante: 0 },
        { level: 3, smallBlind: 10, bigBlind: 20, ante: 0 },
      ],
      1,
      'level',
      'Level 2: levels must be numbered 1, 2, 3… in order, this one is numbered 3.',
    ],
    ['a fraction of a chip', levels([5, 10, 0], [10, 20, 0.5]), 1, 'ante', 'Level 2: the ante must be a whole number.'],
    ['a small blind of 0', levels([0, 10, 0]), 0, 'smallBlind', 'Level 1: the small blind must be at least 1.'],
    [
      'a small blind above the big blind',
      levels([5, 10, 0], [30, 20, 0]),
      1,
      'smallBlind',
      'Level 2: the small blind cannot be more than the big blind.',
    ],
    [
      'a big blind that does not grow',
      levels([5, 10, 0], [10, 20, 0], [10, 20, 0]),
      2,
      'bigBlind',
      "Level 3: the big blind must be more than level 2's (20).",
    ],
    ['a negative ante', levels([5, 10, -1]), 0, 'ante', 'Level 1: the ante must be from 0 to the big blind.'],
    ['an ante above the big blind', levels([5, 10, 11]), 0, 'ante', 'Level 1: the ante must be from 0 to the big blind.'],
    [
      'a first big blind above the stack',
      levels([600, 1200, 0]),
      0,
      'bigBlind',
      'Level 1: the big blind cannot be more than the starting stack (1000).',
    ],
  ])('refuses %s', (_label, structure, index, field, message) => {
    expect(blindStructureProblem(structure, 1000)).toEqual({ index, field, message });
  });

  it('takes a small blind equal to the big blind, an ante equal to it, and a first big blind of the whole stack', () => {
    expect(blindStructureProblem(levels([1000, 1000, 1000], [1000, 2000, 0]), 1000)).toBeUndefined();
  });
});

describe('sameBlindStructure', () => {
  it('compares level by level', () => {
    expect(sameBlindStructure(defaultBlindStructure(1500), defaultBlindStructure(1500))).toBe(true);
    expect(sameBlindStructure(defaultBlindStructure(1500), defaultBlindStructure(1500, 19))).toBe(false);
    expect(sameBlindStructure(levels([5, 10, 0]), levels([5, 10, 10]))).toBe(false);
  });
});

describe('blindTimeline', () => {
  const startsAt = new Date('2030-01-01T18:00:00Z');
  const minutes = (at: Date) => (at.getTime() - startsAt.getTime()) / 60_000;

  it('starts each level after the last, stopping the level clock through the break at the end of each hour', () => {
    const facts = { startsAt, levelSeconds: 20 * 60, breakMinutes: 5, structure: defaultBlindStructure(1500, 5) };
    const { levels: starts, breaks } = blindTimeline(facts, new Date(startsAt.getTime() + 2 * 3_600_000));
    // 20-minute levels: the third ends at 0:55 with 5 minutes left to play after the break.
    expect(starts.map(({ startsAt: at }) => minutes(at))).toEqual([0, 20, 40, 65, 85]);
    expect(breaks.map((pause) => [minutes(pause.startsAt), minutes(pause.endsAt)])).toEqual([
      [55, 60],
      [115, 120],
    ]);
  });

  it('lists no break without breaks, nor any from the scheduled end on', () => {
    const facts = { startsAt, levelSeconds: 600, breakMinutes: 0, structure: defaultBlindStructure(1500, 3) };
    expect(blindTimeline(facts, new Date(startsAt.getTime() + 3 * 3_600_000)).breaks).toEqual([]);
    expect(blindTimeline({ ...facts, breakMinutes: 5 }, new Date(startsAt.getTime() + 55 * 60_000)).breaks).toEqual([]);
  });
});
