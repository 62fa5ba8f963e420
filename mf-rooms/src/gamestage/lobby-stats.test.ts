import type { Room, TournamentRegistrationView } from 'shared-events/contracts';
import { makeRoom } from '../test/room.fixtures';
import { hasEnteredLobby, lobbyStatusText, participantCount, prizePoolText } from './lobby-stats';

const registration = (userId: number, state: TournamentRegistrationView['state'], lobbyEnteredAt?: string | null): TournamentRegistrationView => ({
  userId,
  state,
  registeredAt: '2025-05-01T10:00:00.000Z',
  lobbyEnteredAt,
  User: { id: userId, username: `player${userId}`, avatar: null, country: 'Chad' },
});

test('participants are the registrations that have not left', () => {
  expect(participantCount({ Registrations: [registration(1, 'registered'), registration(2, 'playing'), registration(3, 'left')] })).toBe(2);
  expect(participantCount({ Registrations: [] })).toBe(0);
});

test('the prize pool is registrations × entry fee to two decimals with its breakdown', () => {
  expect(prizePoolText(2, 10, 'USDT')).toEqual({ total: '20.00 USDT', breakdown: '2 × 10.00 USDT' });
  expect(prizePoolText(3, 0.1, 'USDT')).toEqual({ total: '0.30 USDT', breakdown: '3 × 0.10 USDT' });
  expect(prizePoolText(0, 25, 'USDT')).toEqual({ total: '0.00 USDT', breakdown: '0 × 25.00 USDT' });
  expect(prizePoolText(120, 12.5, 'USDT').total).toBe('1,500.00 USDT');
});

test('the lobby counts as entered when the reader’s own registration says when', () => {
  const tournament = { Registrations: [registration(1, 'registered', '2025-05-01T12:00:00.000Z'), registration(2, 'registered', null)] };
  expect(hasEnteredLobby(tournament, 1)).toBe(true);
  expect(hasEnteredLobby(tournament, 2)).toBe(false);
  expect(hasEnteredLobby(tournament, 3)).toBe(false);
  expect(hasEnteredLobby({ Registrations: [registration(4, 'left', '2025-05-01T12:00:00.000Z')] }, 4)).toBe(false);
});

test('the lobby waits for rooms only while there are none; then it names the reader’s room or counts the open ones', () => {
  const room = (id: number, overrides: Partial<Room> = {}): Room => makeRoom(id, overrides);
  expect(lobbyStatusText(undefined, 7)).toBe('Waiting for game rooms to be created...');
  expect(lobbyStatusText([], 7)).toBe('Waiting for game rooms to be created...');
  expect(lobbyStatusText([room(5, { roomMembers: [3] })], 7)).toBe('1 room takes players: join it below.');
  expect(lobbyStatusText([room(5, { roomMembers: [3] }), room(6, { roomMembers: [] })], 7)).toBe('2 rooms take players: join one below.');
  expect(lobbyStatusText([room(5, { roomMembers: [1, 2], maxMembers: 2 }), room(6, { roomState: 'playing' })], 7)).toBe(
    'No open room: waiting for a new one...',
  );
  expect(lobbyStatusText([room(5, { roomMembers: [3] }), room(6, { roomMembers: [3, 7] })], 7)).toBe("You're in Room #12-006.");
});
