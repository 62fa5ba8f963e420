import { avatarInitials } from './avatar-initials';

test('avatar initials are the first two letters of the username, upper case', () => {
  expect(avatarInitials('river_rat')).toBe('RI');
  expect(avatarInitials(' bo ')).toBe('BO');
  expect(avatarInitials(' ab')).toBe('AB');
  expect(avatarInitials('x')).toBe('X');
});
