import { chipCount, exactChips } from './chip-count';

it('counts chips to the unit below a million, then shortens them', () => {
  expect(chipCount(0)).toBe('0');
  expect(chipCount(999_999)).toBe('999,999');
  expect(chipCount(1_000_000)).toBe('1M');
  expect(chipCount(1_234_567_890)).toBe('1.23B');
  expect(exactChips(1_234_567_890)).toBe('1,234,567,890');
});
