import type { TournamentRegistrationView } from 'shared-events/contracts';
import { hasEnteredLobby, participantCount, prizePoolText } from './lobby-stats';

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
