import { bigBlinds, chipCount, exactChips } from './chip-count';

it('counts chips to the unit below a million, then shortens them', () => {
  expect(chipCount(0)).toBe('0');
  expect(chipCount(999_999)).toBe('999,999');
  expect(chipCount(1_000_000)).toBe('1M');
  expect(chipCount(1_234_567_890)).toBe('1.23B');
  expect(exactChips(1_234_567_890)).toBe('1,234,567,890');
});

it('counts a stack in big blinds to one decimal', () => {
  expect(bigBlinds(1_490, 10)).toBe('149 BB');
  expect(bigBlinds(1_505, 10)).toBe('150.5 BB');
  expect(bigBlinds(25, 50)).toBe('0.5 BB');
  expect(bigBlinds(1_234_567, 100)).toBe('12,345.7 BB');
});
