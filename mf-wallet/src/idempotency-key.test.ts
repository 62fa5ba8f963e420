import { newIdempotencyKey, submissionKeys } from './idempotency-key';

test('keys are fresh random 32-hex strings', () => {
  const key = newIdempotencyKey();
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  expect(newIdempotencyKey()).not.toBe(key);
});

test('a retry of the same amount reuses the key until an answer decides it', () => {
  let created = 0;
  const keys = submissionKeys(() => `key-${(created += 1)}`);
  expect(keys.keyFor('10')).toBe('key-1');
  expect(keys.keyFor('10')).toBe('key-1');
  expect(keys.keyFor('12')).toBe('key-2');
  keys.decided();
  expect(keys.keyFor('12')).toBe('key-3');
});
