import { avatarInitials, formatBlindSpeed, formatChips, formatDateTime, formatMinutes } from './tournament-facts';

test('durations in hours and minutes', () => {
  expect(formatMinutes(120)).toBe('2 h');
  expect(formatMinutes(90)).toBe('1 h 30 min');
  expect(formatMinutes(15)).toBe('15 min');
});

test('blind speed from seconds', () => {
  expect(formatBlindSpeed(600)).toBe('10 min');
  expect(formatBlindSpeed(90)).toBe('1 min 30 s');
  expect(formatBlindSpeed(45)).toBe('45 s');
});

test('chips are grouped', () => {
  expect(formatChips(10000)).toBe('10,000 chips');
});

test('a date and time, nothing for a bad date', () => {
  expect(formatDateTime('2026-03-05T14:30:00')).toBe('Mar 5, 2026, 2:30 PM');
  expect(formatDateTime('soon')).toBe('');
});

test('avatar initials are the first two letters in upper case', () => {
  expect(avatarInitials('river_rat')).toBe('RI');
  expect(avatarInitials(' q')).toBe('Q');
});
