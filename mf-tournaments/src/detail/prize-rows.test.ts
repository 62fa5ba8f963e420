import { prizeTable } from './prize-rows';

const structure = [
  { place: '1', percent: 50 },
  { place: '2', percent: 30 },
  { place: '3-4', percent: 10 },
];

test('each place wins its share of the guarantee while the pool is below it', () => {
  expect(prizeTable({ prizeStructure: structure, pool: 200, guaranteedPool: 1000 })).toEqual([
    { places: '1st', share: '50%', prize: 500, perPlace: false },
    { places: '2nd', share: '30%', prize: 300, perPlace: false },
    { places: '3rd–4th', share: '10% each', prize: 100, perPlace: true },
  ]);
});

test('and its share of the pool once the pool passes the guarantee', () => {
  expect(prizeTable({ prizeStructure: structure, pool: 1500, guaranteedPool: 1000 }).map((row) => row.prize)).toEqual([750, 450, 150]);
});

test('the winner takes all without a structure', () => {
  expect(prizeTable({ prizeStructure: null, pool: 40, guaranteedPool: 0 })).toEqual([{ places: '1st', share: '100%', prize: 40, perPlace: false }]);
});
