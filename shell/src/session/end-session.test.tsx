import { act, render } from '@testing-library/react';
import { ShellRouter } from '../routing/ShellRouter';
import { logIn, sessionStore, setHttpTransport, TOKEN_KEY } from 'shared-events';
import type { SessionUser } from 'shared-events/contracts';
import { endSession } from './end-session';

const user: SessionUser = {
  id: 4,
  username: 'cutoff_cara',
  email: 'cara@example.com',
  firstName: 'Cara',
  country: 'Chile',
  avatar: null,
  balance: 0,
  role: 'player',
  registeredTournamentIds: [],
};

type HttpTransport = NonNullable<Parameters<typeof setHttpTransport>[0]>;

const sent: { method: string; url: string; authorization?: string }[] = [];
const recording =
  (answer: () => ReturnType<HttpTransport>): HttpTransport =>
  async ({ method, url, headers }) => {
    sent.push({ method, url, authorization: headers.authorization });
    return answer();
  };

beforeEach(() => {
  sent.length = 0;
  localStorage.clear();
  window.history.replaceState(null, '', '/profile');
  // The shell's router, which takes the page home.
  render(<ShellRouter>{null}</ShellRouter>);
  logIn('session-token', user);
});
afterEach(() => setHttpTransport(undefined));

function expectLoggedOutAtHome() {
  expect(sessionStore.getState()).toEqual({ status: 'ready', token: null, user: null });
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(window.location.pathname).toBe('/');
}

test('asks the server to revoke the token it was signed in with, after ending the session here', async () => {
  setHttpTransport(recording(async () => ({ status: 204, data: undefined, headers: {} })));
  const ending = act(() => endSession());
  // Before the server answers, the tab is already logged out and home.
  expectLoggedOutAtHome();
  await ending;
  expect(sent).toEqual([{ method: 'POST', url: '/api/auth/logout', authorization: 'Bearer session-token' }]);
});

test.each([
  ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['a server error', async () => ({ status: 500, data: { code: 'INTERNAL_ERROR', message: 'Internal server error' }, headers: {} })],
  ['an already revoked token (401)', async () => ({ status: 401, data: { code: 'AUTHENTICATION_REQUIRED', message: 'x' }, headers: {} })],
] as const)('logs out here all the same when the call fails: %s', async (_, answer) => {
  setHttpTransport(recording(answer));
  await expect(act(() => endSession())).resolves.toBeUndefined();
  expect(sent).toHaveLength(1);
  expectLoggedOutAtHome();
});

test('without a session there is nothing to revoke', async () => {
  sessionStore.setState({ token: null, user: null });
  setHttpTransport(recording(async () => ({ status: 204, data: undefined, headers: {} })));
  await act(() => endSession());
  expect(sent).toEqual([]);
});
