import { clockTime, playersText, roomLabel, timeAgo } from './room-format';

test('roomLabel pads the room number to 3 digits after the tournament id', () => {
  expect(roomLabel(12, 1)).toBe('12-001');
  expect(roomLabel(7, 42)).toBe('7-042');
  expect(roomLabel(3, 125)).toBe('3-125');
  expect(roomLabel(3, 1000)).toBe('3-1000');
});

test('playersText reads seated players of the seats', () => {
  expect(playersText({ roomMembers: [1, 2, 3], maxMembers: 8 })).toBe('3 / 8');
  expect(playersText({ roomMembers: [], maxMembers: 8 })).toBe('0 / 8');
});

test('clockTime is the local 24 h time, zero-padded', () => {
  expect(clockTime(new Date(2025, 0, 2, 9, 5).toISOString())).toBe('09:05');
  expect(clockTime(new Date(2025, 0, 2, 21, 40))).toBe('21:40');
  expect(clockTime(new Date(2025, 0, 2, 0, 0))).toBe('00:00');
});

test('timeAgo counts whole minutes, hours and days back', () => {
  const now = Date.UTC(2025, 4, 1, 12, 0, 0);
  expect(timeAgo(new Date(now - 5 * 60_000 - 30_000).toISOString(), now)).toBe('5 minutes ago');
  expect(timeAgo(new Date(now - 60_000), now)).toBe('1 minute ago');
  expect(timeAgo(new Date(now - 3 * 3_600_000), now)).toBe('3 hours ago');
  expect(timeAgo(new Date(now - 2 * 86_400_000), now)).toBe('2 days ago');
  expect(timeAgo(new Date(now - 59_000), now)).toBe('just now');
  expect(timeAgo(new Date(now + 5_000), now)).toBe('just now');
});
