import { avatarInitials } from './avatar-initials';

test('the first two letters of the username in upper case', () => {
  expect(avatarInitials('river_rat')).toBe('RI');
  expect(avatarInitials(' q')).toBe('Q');
});
