import { avatarInitials } from './initials';

test('avatar initials are the first two letters of the username, upper case', () => {
  expect(avatarInitials('alice')).toBe('AL');
  expect(avatarInitials(' bo ')).toBe('BO');
  expect(avatarInitials('x')).toBe('X');
});
