import { eventBus, logIn, logOut, sessionStore } from 'shared-events';
import type { SessionUser } from 'shared-events/contracts';
import { followBalance } from './follow-balance';

const user = {
  id: 3,
  username: 'river_rat',
  email: 'r@example.com',
  firstName: 'Rae',
  country: 'Peru',
  avatar: null,
  balance: 5,
  role: 'player',
  registeredTournamentIds: [],
} as SessionUser;

afterEach(() => logOut());

test('a pushed balance reaches the session user; once stopped, pushes are ignored', () => {
  logIn('token', user);
  const stop = followBalance(eventBus);
  eventBus.emit('wallet:balanceChanged', { balance: 12.5, currency: 'USDT' });
  expect(sessionStore.getState().user?.balance).toBe(12.5);
  stop();
  eventBus.emit('wallet:balanceChanged', { balance: 99, currency: 'USDT' });
  expect(sessionStore.getState().user?.balance).toBe(12.5);
});
