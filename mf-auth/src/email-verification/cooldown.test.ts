import { formatCooldown } from './cooldown';

test('formatCooldown shows minutes and two-digit seconds', () => {
  expect(formatCooldown(60)).toBe('1:00');
  expect(formatCooldown(59)).toBe('0:59');
  expect(formatCooldown(9)).toBe('0:09');
  expect(formatCooldown(125)).toBe('2:05');
  expect(formatCooldown(0)).toBe('0:00');
});
