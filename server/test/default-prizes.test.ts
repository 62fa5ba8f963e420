import { defaultPrizeStructure } from '../src/tournaments/default-prizes';

describe('the default prize structure', () => {
  it('pays about 15 % of a big field, shares adding up to exactly 100, the same each time it is asked', () => {
    const structure = defaultPrizeStructure(10_000);
    expect(structure).toHaveLength(1_500);
    expect(structure.reduce((sum, share) => sum + Math.round(share.percent * 10_000), 0)).toBe(1_000_000);
    expect(defaultPrizeStructure(10_000)).toEqual(structure);
  });

  it('gives each caller its own copy: one that changes it changes nothing for the next', () => {
    const first = defaultPrizeStructure(1_000);
    const before = structuredClone(first);
    first[0].percent = 0;
    first.pop();
    expect(defaultPrizeStructure(1_000)).toEqual(before);
  });
});
