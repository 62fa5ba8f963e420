import { formatCooldown, secondsLeft } from './cooldown';

test('formatCooldown shows minutes and two-digit seconds', () => {
  expect(formatCooldown(60)).toBe('1:00');
  expect(formatCooldown(59)).toBe('0:59');
  expect(formatCooldown(9)).toBe('0:09');
  expect(formatCooldown(125)).toBe('2:05');
  expect(formatCooldown(0)).toBe('0:00');
});

test('secondsLeft rounds up and never goes below zero', () => {
  expect(secondsLeft(10_000, 0)).toBe(10);
  expect(secondsLeft(10_000, 1)).toBe(10);
  expect(secondsLeft(10_000, 9_001)).toBe(1);
  expect(secondsLeft(10_000, 12_000)).toBe(0);
});
