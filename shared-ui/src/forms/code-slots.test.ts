import { emptySlots, fillSlots, isComplete, sanitizeCode } from './code-slots';

const empty = emptySlots(6);

test('emptySlots makes one empty slot per character', () => {
  expect(empty).toEqual(['', '', '', '', '', '']);
  expect(emptySlots(4)).toHaveLength(4);
});

test('sanitizeCode keeps letters and digits, upper-cased', () => {
  expect(sanitizeCode(' ab-12 c!')).toBe('AB12C');
  expect(sanitizeCode('é_*')).toBe('');
});

test('fillSlots writes from the index on and points at the next slot', () => {
  expect(fillSlots(empty, 0, 'a')).toEqual({ slots: ['A', '', '', '', '', ''], focus: 1 });
  expect(fillSlots(empty, 4, 'xyz')).toEqual({ slots: ['', '', '', '', 'X', 'Y'], focus: 5 });
  expect(fillSlots(empty, 0, 'ab 12 cd 99')).toEqual({ slots: ['A', 'B', '1', '2', 'C', 'D'], focus: 5 });
});

test('isComplete needs one character in every slot', () => {
  expect(isComplete(['A', 'B', '1', '2', 'C', 'D'])).toBe(true);
  expect(isComplete(['A', 'B', '1', '2', 'C', ''])).toBe(false);
  expect(isComplete(['A', 'B', '1', '2'])).toBe(true);
});
